/**
 * The first bytes that mark a file type. A browser and the store take the content type a client
 * declares on trust; what the bytes say is checked after the upload, before an object is accepted.
 */
const signatures: Readonly<Record<string, readonly number[]>> = {
  // JPEG: the start-of-image marker and the first segment's marker prefix.
  'image/jpeg': [0xff, 0xd8, 0xff],
  // PNG: the eight-byte signature of the PNG specification.
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** How many leading bytes `contentTypeOfBytes` needs to read. */
export const MAGIC_BYTES_LENGTH = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

/** The content type the leading bytes show, or null when they show none we know. */
export function contentTypeOfBytes(head: Uint8Array): string | null {
  for (const [contentType, bytes] of Object.entries(signatures)) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return contentType;
  }
  return null;
}
