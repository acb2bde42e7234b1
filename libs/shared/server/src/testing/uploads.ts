import { uploadMetadataHeaders } from '@portal/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import type { TestApp } from './test-app';
import { testOrigin } from './test-app';

/**
 * The PUT of a signed upload URL (the local store's) as the portal's XMLHttpRequest makes it:
 * same origin, the content type the URL names, `Cache-Control: no-cache` and the URL's metadata
 * headers. `headers` changes them: undefined leaves one out.
 */
export function putUpload(t: TestApp, url: string, body: Buffer | Readable, headers: Readonly<Record<string, string | undefined>> = {}): Promise<LightMyRequestResponse> {
  const target = new URL(url);
  const sent: Record<string, string> = {
    origin: testOrigin,
    'content-type': target.searchParams.get('contentType') ?? '',
    'cache-control': 'no-cache',
    ...uploadMetadataHeaders(url),
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete sent[name];
    else sent[name] = value;
  }
  return t.app.inject({ method: 'PUT', url: `${target.pathname}${target.search}`, headers: sent, payload: body });
}

/** Bytes that begin as a JPEG does (FF D8 FF), `length` in all. */
export function jpegBytes(length = 64): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, length - 4), 7)]);
}

/** Bytes that begin with the PNG signature, `length` in all. */
export function pngBytes(length = 64): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, length - 8), 3)]);
}
