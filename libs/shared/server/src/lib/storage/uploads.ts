import type { Database } from '@portal/shared/db';
import { storedObjects } from '@portal/shared/db';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { randomToken } from '../sessions/tokens';
import { contentTypeOfBytes, MAGIC_BYTES_LENGTH } from './magic-bytes';
import type { ObjectStore } from './object-store';

export interface NewUpload {
  ownerId: number;
  /** What the object is for, such as 'kela-card-front'. */
  purpose: string;
  contentType: string;
  maxBytes: number;
  /** When the signed URL stops working. */
  expiresAt: Date;
}

/** Why an upload was not good: nothing of the owner's for that purpose, no bytes, too many, or bytes of another type. */
export type UploadProblem = 'unknown' | 'not-uploaded' | 'too-large' | 'content-mismatch';

/** Whose object of which purpose a check expects, and how its content is judged. */
export interface UploadExpectation {
  ownerId: number;
  purpose: string;
  /**
   * Whether the leading bytes fit the declared content type; by default they must show it by
   * their magic bytes (`contentTypeOfBytes`). A domain that takes more types judges them itself.
   */
  contentMatches?: (head: Uint8Array, contentType: string) => boolean;
  /** How many leading bytes `contentMatches` reads; `MAGIC_BYTES_LENGTH` by default. */
  headBytes?: number;
}

export type UploadCheck = { ok: true; sizeBytes: number } | { ok: false; problem: UploadProblem };

export interface ServedObject {
  body: Readable;
  sizeBytes: number;
  contentType: string;
}

/**
 * A pending or quarantined object is purged this long after its URL expired: by then no upload
 * is still streaming in and no finish call can still come (the domains' tokens run out first).
 */
export const UNFINISHED_UPLOAD_GRACE_MS = 60 * 60_000;

/** Objects purged in one round at most; the next round takes the rest. */
const PURGE_BATCH = 500;

/**
 * Uploads as the domains use them: `stored_objects` rows in the database and the bytes in the
 * object store. A domain creates an upload (a pending row and a signed URL), checks it when the
 * patient says it is done (size and magic bytes), then accepts or discards it; only accepted
 * objects are served, and only to their owner.
 */
export interface Uploads {
  readonly store: ObjectStore;
  /** A pending object and the URL its bytes go to. `db` may be a transaction of the caller's. */
  create(upload: NewUpload, db?: Database): Promise<{ key: string; url: string }>;
  /**
   * Whether the owner's object of that purpose is there, within its size limit and of its
   * declared type by its first bytes. Marks it `quarantine` once its bytes are found.
   */
  check(key: string, expected: UploadExpectation): Promise<UploadCheck>;
  /** Quarantined objects become `accepted`; how many did. `db` may be the caller's transaction. */
  accept(keys: readonly string[], db?: Database): Promise<number>;
  /** Marks the objects rejected, never to be served again. `db` may be the caller's transaction. */
  reject(keys: readonly string[], db?: Database): Promise<void>;
  /**
   * Deletes the bytes, then the rows, of those of the objects that are rejected; how many went.
   * Bytes are not transactional, so this runs after the caller's transaction; what fails is
   * left to the purge.
   */
  removeRejected(keys: readonly string[]): Promise<number>;
  /** Rejects the objects and removes them. */
  discard(keys: readonly string[]): Promise<void>;
  /** An accepted object of the owner's, for serving; null for anything else. */
  open(key: string, ownerId: number): Promise<ServedObject | null>;
  /** Deletes rejected objects and unfinished uploads past their grace (bytes first, then rows); how many went. */
  purgeExpired(): Promise<number>;
}

export function createUploads(deps: { db: Database; store: ObjectStore; now: () => Date }): Uploads {
  const { store, now } = deps;

  const rejectedOf = (keys: readonly string[]) => and(inArray(storedObjects.key, [...keys]), eq(storedObjects.status, 'rejected'));

  async function reject(keys: readonly string[], db: Database = deps.db): Promise<void> {
    if (keys.length === 0) return;
    await db.update(storedObjects).set({ status: 'rejected' }).where(inArray(storedObjects.key, [...keys]));
  }

  /** Rejected is final (nothing turns a rejected object back), so its bytes may go before its row. */
  async function removeRejected(keys: readonly string[]): Promise<{ removed: number; failed: number }> {
    if (keys.length === 0) return { removed: 0, failed: 0 };
    const rejected = await deps.db.select({ key: storedObjects.key }).from(storedObjects).where(rejectedOf(keys));
    let removed = 0;
    let failed = 0;
    for (const { key } of rejected) {
      try {
        await store.delete(key);
        const deleted = await deps.db.delete(storedObjects).where(rejectedOf([key])).returning({ key: storedObjects.key });
        removed += deleted.length;
      } catch {
        failed++;
      }
    }
    return { removed, failed };
  }

  return {
    store,

    async create(upload, db = deps.db) {
      const key = randomToken();
      await db.insert(storedObjects).values({
        key,
        ownerId: upload.ownerId,
        purpose: upload.purpose,
        contentType: upload.contentType,
        maxBytes: upload.maxBytes,
        status: 'pending',
        createdAt: now(),
        uploadExpiresAt: upload.expiresAt,
      });
      const url = await store.createUploadUrl({
        key,
        contentType: upload.contentType,
        maxBytes: upload.maxBytes,
        expiresAt: upload.expiresAt,
        metadata: { purpose: upload.purpose },
      });
      return { key, url };
    },

    async check(key, expected) {
      const [row] = await deps.db.select().from(storedObjects).where(eq(storedObjects.key, key));
      if (!row || row.ownerId !== expected.ownerId || row.purpose !== expected.purpose) return { ok: false, problem: 'unknown' };
      if (row.status !== 'pending' && row.status !== 'quarantine') return { ok: false, problem: 'unknown' };
      const sizeBytes = await store.sizeOf(key);
      if (sizeBytes === null) return { ok: false, problem: 'not-uploaded' };
      // The local store marks its uploads on arrival; S3 tells nobody, so the check does.
      await deps.db
        .update(storedObjects)
        .set({ status: 'quarantine', sizeBytes })
        .where(and(eq(storedObjects.key, key), inArray(storedObjects.status, ['pending', 'quarantine'])));
      if (sizeBytes > row.maxBytes) return { ok: false, problem: 'too-large' };
      const head = await store.readHead(key, expected.headBytes ?? MAGIC_BYTES_LENGTH);
      if (head === null) return { ok: false, problem: 'not-uploaded' };
      const matches = expected.contentMatches ?? ((bytes: Uint8Array, contentType: string) => contentTypeOfBytes(bytes) === contentType);
      if (!matches(head, row.contentType)) return { ok: false, problem: 'content-mismatch' };
      return { ok: true, sizeBytes };
    },

    async accept(keys, db = deps.db) {
      if (keys.length === 0) return 0;
      const accepted = await db
        .update(storedObjects)
        .set({ status: 'accepted' })
        .where(and(inArray(storedObjects.key, [...keys]), eq(storedObjects.status, 'quarantine')))
        .returning({ key: storedObjects.key });
      return accepted.length;
    },

    reject,

    async removeRejected(keys) {
      return (await removeRejected(keys)).removed;
    },

    async discard(keys) {
      await reject(keys);
      await removeRejected(keys);
    },

    async open(key, ownerId) {
      const [row] = await deps.db
        .select()
        .from(storedObjects)
        .where(and(eq(storedObjects.key, key), eq(storedObjects.ownerId, ownerId), eq(storedObjects.status, 'accepted')));
      if (!row) return null;
      const bytes = await store.read(key);
      return bytes ? { ...bytes, contentType: row.contentType } : null;
    },

    async purgeExpired() {
      const db = deps.db;
      const unfinishedBefore = new Date(now().getTime() - UNFINISHED_UPLOAD_GRACE_MS);
      const expired = and(inArray(storedObjects.status, ['pending', 'quarantine']), lt(storedObjects.uploadExpiresAt, unfinishedBefore));
      const due = await db
        .select({ key: storedObjects.key })
        .from(storedObjects)
        .where(or(eq(storedObjects.status, 'rejected'), expired))
        .limit(PURGE_BATCH);
      if (due.length === 0) return 0;
      // Rejected first, in one statement that checks the expiry again, so an upload finished in
      // the meantime is left alone.
      await db
        .update(storedObjects)
        .set({ status: 'rejected' })
        .where(and(inArray(storedObjects.key, due.map((row) => row.key)), expired));
      const { removed, failed } = await removeRejected(due.map((row) => row.key));
      if (failed > 0) throw new Error(`${failed} of ${due.length} stored objects could not be deleted`);
      return removed;
    },
  };
}
