import type { Readable } from 'node:stream';

export interface UploadUrlRequest {
  /** The object's key: random, unguessable, URL-safe (`isObjectKey`). */
  key: string;
  /** The only content type the PUT may send. */
  contentType: string;
  /** Enforced while the bytes stream in where the store can (the local folder); checked after the upload always. */
  maxBytes: number;
  /** The URL stops working here. */
  expiresAt: Date;
  /**
   * Signed with the URL, which names each in its query (`UPLOAD_METADATA_PREFIX` of the contracts)
   * for the browser to send as a header too. Names in lower case without the prefix; ASCII values.
   */
  metadata: Readonly<Record<string, string>>;
}

export interface StoredBytes {
  body: Readable;
  sizeBytes: number;
}

/**
 * Where uploaded bytes live: a local folder in development and tests, S3 in production. The
 * browser PUTs the bytes straight to a signed, expiring URL; the API only ever reads them back
 * to check and serve them. Which objects exist and what state they are in is the database's
 * (`stored_objects`, see uploads.ts), never the store's.
 */
export interface ObjectStore {
  readonly backend: 'local' | 's3';
  /** A URL the browser may PUT the object's bytes to once, with the content type and metadata headers. */
  createUploadUrl(request: UploadUrlRequest): Promise<string>;
  /** The size of an uploaded object, or null when nothing (complete) is there. */
  sizeOf(key: string): Promise<number | null>;
  /** Up to `length` leading bytes (enough for the magic bytes), or null when nothing is there. */
  readHead(key: string, length: number): Promise<Uint8Array | null>;
  /** The whole object as a stream, for serving it; null when nothing is there. */
  read(key: string): Promise<StoredBytes | null>;
  /** Removes the object; nothing there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores bytes the API itself holds (the demo data's files in development). What patients send
   * never comes this way: their browsers PUT it to `createUploadUrl`'s address.
   */
  put(key: string, body: Uint8Array, contentType: string, metadata: Readonly<Record<string, string>>): Promise<void>;
}

/** Keys are 256 random bits in base64url (`randomToken`): safe in a path, a URL and a file name. */
export function isObjectKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(key);
}
