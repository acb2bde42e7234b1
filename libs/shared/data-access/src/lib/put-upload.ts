import { uploadMetadataHeaders } from '@portal/shared/contracts';

/** Why an upload's PUT failed; the signed URL itself never goes into an error (it is a credential). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly kind: 'network' | 'timeout' | 'aborted' | 'http',
    readonly status?: number,
  ) {
    super(`Upload PUT failed: ${kind}${status === undefined ? '' : ` ${status}`}`);
  }
}

export interface PutUploadOptions {
  timeoutMs: number;
  /** Percent of the bytes sent, 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * PUTs a file to a signed upload URL (the Kela card's images, message attachments): its content type,
 * `Cache-Control: no-cache` and the metadata headers the URL's query names. XMLHttpRequest
 * rather than fetch, which tells nothing of an upload's progress.
 */
export function putUpload(url: string, file: Blob, contentType: string, { timeoutMs, onProgress, signal }: PutUploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted'));
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = (error?: UploadError) => {
      signal?.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    request.open('PUT', url);
    request.timeout = timeoutMs;
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(uploadMetadataHeaders(url))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => settle(request.status >= 200 && request.status < 300 ? undefined : new UploadError('http', request.status));
    request.onerror = () => settle(new UploadError('network'));
    request.ontimeout = () => settle(new UploadError('timeout'));
    request.onabort = () => settle(new UploadError('aborted'));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(file);
  });
}
