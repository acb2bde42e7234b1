/**
 * Uploads through signed URLs (the Kela card's images; message attachments later). The API
 * answers a URL per file; the browser PUTs the file's bytes there with the content type the URL
 * was made for, `Cache-Control: no-cache`, and the metadata headers the URL's query names.
 */

/** Query parameters of an upload URL with this prefix are sent again as headers of the same name (S3's user metadata). */
export const UPLOAD_METADATA_PREFIX = 'x-amz-meta-';

/** The headers a signed upload URL asks for besides the content type: each metadata parameter of its query. */
export function uploadMetadataHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of new URL(url, 'http://relative.invalid').searchParams) {
    if (name.toLowerCase().startsWith(UPLOAD_METADATA_PREFIX)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
