import { UPLOAD_METADATA_PREFIX } from '@portal/shared/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, mkdtemp, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore, StoredBytes, UploadUrlRequest } from './object-store';
import { isObjectKey } from './object-store';

/** Where the local store's PUT URLs point: a route of the API itself (local-upload-route.ts). */
export const LOCAL_UPLOAD_PATH = '/api/storage';

/** What a local upload URL's query carries, all of it signed. */
export interface SignedUpload {
  method: 'PUT';
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
  metadata: Readonly<Record<string, string>>;
}

export type ReceiveOutcome = { outcome: 'stored'; sizeBytes: number } | { outcome: 'too-large' } | { outcome: 'exists' };

export interface LocalObjectStore extends ObjectStore {
  readonly backend: 'local';
  /** The signed upload a URL's path key and query describe, or null when its signature does not hold (expiry not checked). */
  signedUpload(key: string, query: Readonly<Record<string, unknown>>): SignedUpload | null;
  /**
   * Writes a PUT's bytes, never more than `maxBytes` (the partial file is removed), and never
   * over an object already there: a key takes one upload.
   */
  receive(key: string, body: Readable, maxBytes: number): Promise<ReceiveOutcome>;
  /** Removes the folder when it was a temporary one. */
  close(): Promise<void>;
}

export interface LocalObjectStoreOptions {
  /** The folder; null for a temporary one, removed on close (an in-memory database's objects go with it). */
  dir: string | null;
  /** The key of the URLs' HMAC; null to keep a random one in the folder, made at the first start. */
  signingSecret: string | null;
  /** The browser's origin: the URLs are absolute, as S3's are. */
  publicOrigin: string;
}

const SECRET_FILE = 'signing-secret';
const MIN_SECRET_LENGTH = 32;

function canonical(upload: SignedUpload): string {
  const metadata = Object.entries(upload.metadata)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value}`);
  return [upload.method, upload.key, upload.contentType, String(upload.maxBytes), String(upload.expires), ...metadata].join('\n');
}

function signatureOf(secret: string, upload: SignedUpload): string {
  return createHmac('sha256', secret).update(canonical(upload)).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

function isTaken(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EEXIST';
}

/**
 * A development default that survives restarts (URLs signed before a restart still work) and
 * differs on every machine: 256 random bits written once into the folder, readable by its owner
 * only. Two processes starting at once agree: the second finds the first's file.
 */
async function folderSecret(dir: string): Promise<string> {
  const file = path.join(dir, SECRET_FILE);
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isTaken(error)) throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The storage signing secret in ${file} is too short`);
  return secret;
}

class TooLarge extends Error {
  override readonly name = 'TooLarge';
}

/** Passes bytes on until there are more than `maxBytes`, then fails. */
function byteCap(maxBytes: number): Transform & { bytes(): number } {
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
  return Object.assign(cap, { bytes: () => bytes });
}

/**
 * Objects in a folder, for development and tests. Its upload URLs point at the API itself
 * (`PUT /api/storage/{key}`, local-upload-route.ts), signed with HMAC-SHA256 over the method,
 * key, content type, size limit, expiry and metadata. API processes on one machine share it
 * through one folder (STORAGE_DIR) and its secret: any of them takes an upload another signed.
 * Processes on several machines share S3 instead, which production requires (storage-config.ts).
 */
export async function openLocalObjectStore(options: LocalObjectStoreOptions): Promise<LocalObjectStore> {
  const temporary = options.dir === null;
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'portal-storage-')));
  const objects = path.join(dir, 'objects');
  await mkdir(objects, { recursive: true, mode: 0o700 });
  const secret = options.signingSecret ?? (temporary ? randomBytes(32).toString('base64url') : await folderSecret(dir));

  const fileOf = (key: string): string => {
    // Keys come from us, but a path is built from them: never anything but the key's alphabet.
    if (!isObjectKey(key)) throw new Error('Not an object key');
    return path.join(objects, key);
  };

  async function sizeOf(key: string): Promise<number | null> {
    try {
      return (await stat(fileOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    backend: 'local',

    async createUploadUrl(request: UploadUrlRequest): Promise<string> {
      const upload: SignedUpload = {
        method: 'PUT',
        key: request.key,
        contentType: request.contentType,
        maxBytes: request.maxBytes,
        expires: Math.floor(request.expiresAt.getTime() / 1000),
        metadata: request.metadata,
      };
      const query = new URLSearchParams({ contentType: upload.contentType, maxBytes: String(upload.maxBytes), expires: String(upload.expires) });
      for (const [name, value] of Object.entries(upload.metadata)) query.set(`${UPLOAD_METADATA_PREFIX}${name}`, value);
      query.set('signature', signatureOf(secret, upload));
      return `${options.publicOrigin}${LOCAL_UPLOAD_PATH}/${encodeURIComponent(upload.key)}?${query}`;
    },

    signedUpload(key, query) {
      const text = (name: string): string | null => (typeof query[name] === 'string' ? (query[name] as string) : null);
      const contentType = text('contentType');
      const maxBytes = text('maxBytes');
      const expires = text('expires');
      const signature = text('signature');
      if (!isObjectKey(key) || contentType === null || signature === null || !/^\d{1,12}$/.test(maxBytes ?? '') || !/^\d{1,12}$/.test(expires ?? '')) return null;
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(query)) {
        if (name.startsWith(UPLOAD_METADATA_PREFIX) && typeof value === 'string') metadata[name.slice(UPLOAD_METADATA_PREFIX.length)] = value;
      }
      const upload: SignedUpload = { method: 'PUT', key, contentType, maxBytes: Number(maxBytes), expires: Number(expires), metadata };
      return sameHex(signature, signatureOf(secret, upload)) ? upload : null;
    },

    async receive(key, body, maxBytes) {
      const file = fileOf(key);
      const part = `${file}.part`;
      if ((await sizeOf(key)) !== null) return { outcome: 'exists' };
      let handle;
      try {
        // Exclusive: a second upload while the first still streams finds the part file there.
        handle = await open(part, 'wx', 0o600);
      } catch (error) {
        if (isTaken(error)) return { outcome: 'exists' };
        throw error;
      }
      const cap = byteCap(maxBytes);
      // The request is piped rather than made part of the pipeline: a failed pipeline destroys its
      // streams, and destroying the request would close the socket before the 413 is sent.
      body.pipe(cap);
      const stopped = (error: Error) => cap.destroy(error);
      body.once('error', stopped);
      body.once('close', () => {
        if ((body as Readable & { complete?: boolean }).complete === false) stopped(new Error('The upload was cut off'));
      });
      try {
        await pipeline(cap, handle.createWriteStream());
      } catch (error) {
        body.unpipe(cap);
        await rm(part, { force: true });
        if (error instanceof TooLarge) return { outcome: 'too-large' };
        throw error;
      } finally {
        body.off('error', stopped);
      }
      try {
        // link() never replaces a file, so of two uploads that both finished one wins.
        await link(part, file);
      } catch (error) {
        if (isTaken(error)) return { outcome: 'exists' };
        throw error;
      } finally {
        await rm(part, { force: true });
      }
      return { outcome: 'stored', sizeBytes: cap.bytes() };
    },

    sizeOf,

    async readHead(key, length) {
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    async read(key): Promise<StoredBytes | null> {
      const sizeBytes = await sizeOf(key);
      if (sizeBytes === null) return null;
      return { body: createReadStream(fileOf(key)), sizeBytes };
    },

    async put(key, body) {
      // The type and metadata are the database's (stored_objects), as for browser uploads.
      await writeFile(fileOf(key), body, { mode: 0o600 });
    },

    async delete(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async close() {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
