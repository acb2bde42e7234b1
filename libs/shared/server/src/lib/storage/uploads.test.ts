import type { DatabaseHandle } from '@portal/shared/db';
import { persons, storedObjects } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { contentTypeOfBytes } from './magic-bytes';
import type { ObjectStore } from './object-store';
import type { Uploads } from './uploads';
import { createUploads, UNFINISHED_UPLOAD_GRACE_MS } from './uploads';

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** A store like S3's: it takes whatever is PUT, of any size, and only tells afterwards. */
function memoryStore(): ObjectStore & { objects: Map<string, Buffer>; failDeletes: boolean } {
  const objects = new Map<string, Buffer>();
  const store = {
    backend: 's3' as const,
    objects,
    failDeletes: false,
    createUploadUrl: async ({ key }: { key: string }) => `https://bucket.example/${key}`,
    sizeOf: async (key: string) => objects.get(key)?.length ?? null,
    readHead: async (key: string, length: number) => {
      const bytes = objects.get(key);
      return bytes ? new Uint8Array(bytes.subarray(0, length)) : null;
    },
    read: async (key: string) => {
      const bytes = objects.get(key);
      return bytes ? { body: Readable.from([bytes]), sizeBytes: bytes.length } : null;
    },
    delete: async (key: string) => {
      if (store.failDeletes) throw new Error('store away');
      objects.delete(key);
    },
    put: async (key: string, body: Uint8Array) => {
      objects.set(key, Buffer.from(body));
    },
  };
  return store;
}

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('magic bytes', () => {
  it('tells JPEG and PNG by their first bytes, and nothing else', () => {
    expect(contentTypeOfBytes(jpeg)).toBe('image/jpeg');
    expect(contentTypeOfBytes(png)).toBe('image/png');
    expect(contentTypeOfBytes(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(contentTypeOfBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(contentTypeOfBytes(png.subarray(0, 7))).toBeNull();
    expect(contentTypeOfBytes(new Uint8Array())).toBeNull();
  });
});

describe.each(testDatabases)('uploads on $name', ({ open }) => {
  let database: DatabaseHandle;
  let store: ReturnType<typeof memoryStore>;
  let uploads: Uploads;
  let owner: number;
  let stranger: number;
  const clock = { now: new Date('2026-11-23T10:00:00Z') };
  const inMinutes = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000);

  beforeAll(async () => {
    database = await open();
    const rows = await database.db
      .insert(persons)
      .values([
        { ssn: '150585-901P', firstName: 'Maija', lastName: 'Testinen', birthDate: '1985-05-15' },
        { ssn: '010180-9026', firstName: 'Ville', lastName: 'Huoltaja', birthDate: '1980-01-01' },
      ])
      .returning({ id: persons.id });
    [owner, stranger] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock.now = new Date('2026-11-23T10:00:00Z');
    await database.db.delete(storedObjects);
    store = memoryStore();
    uploads = createUploads({ db: database.db, store, now: () => clock.now });
  });

  const create = (contentType = 'image/jpeg', maxBytes = 100, purpose = 'kela-card-front') =>
    uploads.create({ ownerId: owner, purpose, contentType, maxBytes, expiresAt: inMinutes(10) });
  const statusOf = async (key: string) => (await database.db.select().from(storedObjects).where(eq(storedObjects.key, key)))[0]?.status ?? 'gone';
  const expected = { ownerId: 0, purpose: 'kela-card-front' };

  it('makes a random key and a pending row for each upload', async () => {
    const first = await create();
    const second = await create();
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.key).not.toBe(second.key);
    expect(first.url).toBe(`https://bucket.example/${first.key}`);
    expect(await statusOf(first.key)).toBe('pending');
  });

  it('accepts bytes of the declared type within the limit, and marks them quarantined until accepted', async () => {
    const { key } = await create('image/png');
    store.objects.set(key, png);
    expect(await uploads.check(key, { ...expected, ownerId: owner })).toEqual({ ok: true, sizeBytes: png.length });
    expect(await statusOf(key)).toBe('quarantine');
    expect(await uploads.accept([key])).toBe(1);
    expect(await statusOf(key)).toBe('accepted');
  });

  it('finds nothing uploaded yet', async () => {
    const { key } = await create();
    expect(await uploads.check(key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'not-uploaded' });
    expect(await statusOf(key)).toBe('pending');
  });

  it('refuses an object over its limit, which a presigned PUT cannot stop', async () => {
    const { key } = await create('image/jpeg', 10);
    store.objects.set(key, Buffer.concat([jpeg, Buffer.alloc(1)]));
    expect(await uploads.check(key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses bytes of another type than declared: a PNG that is a JPEG, a PNG that is text', async () => {
    const first = await create('image/png');
    store.objects.set(first.key, jpeg);
    expect(await uploads.check(first.key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'content-mismatch' });
    const second = await create('image/png');
    store.objects.set(second.key, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(await uploads.check(second.key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'content-mismatch' });
    const empty = await create('image/png');
    store.objects.set(empty.key, Buffer.alloc(0));
    expect(await uploads.check(empty.key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'content-mismatch' });
  });

  it('knows nothing of another owner’s object, another purpose’s, or one already decided', async () => {
    const { key } = await create();
    store.objects.set(key, jpeg);
    expect(await uploads.check(key, { ...expected, ownerId: stranger })).toEqual({ ok: false, problem: 'unknown' });
    expect(await uploads.check(key, { ownerId: owner, purpose: 'kela-card-back' })).toEqual({ ok: false, problem: 'unknown' });
    expect(await uploads.check('x'.repeat(43), { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'unknown' });
    await uploads.check(key, { ...expected, ownerId: owner });
    await uploads.accept([key]);
    expect(await uploads.check(key, { ...expected, ownerId: owner })).toEqual({ ok: false, problem: 'unknown' });
  });

  it('accepts only quarantined objects', async () => {
    const { key } = await create();
    expect(await uploads.accept([key])).toBe(0);
    expect(await statusOf(key)).toBe('pending');
  });

  it('serves an accepted object to its owner only, with its content type', async () => {
    const { key } = await create();
    store.objects.set(key, jpeg);
    expect(await uploads.open(key, owner)).toBeNull();
    await uploads.check(key, { ...expected, ownerId: owner });
    expect(await uploads.open(key, owner)).toBeNull();
    await uploads.accept([key]);
    expect(await uploads.open(key, stranger)).toBeNull();
    const served = await uploads.open(key, owner);
    expect(served).toMatchObject({ contentType: 'image/jpeg', sizeBytes: jpeg.length });
    expect(await text(served?.body ?? Readable.from([]))).toEqual(jpeg);
  });

  it('discards an object: rejected, then its bytes and row gone', async () => {
    const { key } = await create();
    store.objects.set(key, jpeg);
    await uploads.discard([key]);
    expect(store.objects.has(key)).toBe(false);
    expect(await statusOf(key)).toBe('gone');
  });

  it('keeps a rejected row when its bytes cannot be deleted, for the purge to retry', async () => {
    const { key } = await create();
    store.objects.set(key, jpeg);
    store.failDeletes = true;
    await uploads.discard([key]);
    expect(await statusOf(key)).toBe('rejected');
    await expect(uploads.purgeExpired()).rejects.toThrow('1 of 1 stored objects could not be deleted');
    store.failDeletes = false;
    expect(await uploads.purgeExpired()).toBe(1);
    expect(store.objects.has(key)).toBe(false);
  });

  it('purges unfinished uploads past their grace and rejected objects, bytes too, and keeps the rest', async () => {
    const pendingOld = await create();
    const quarantinedOld = await create();
    store.objects.set(quarantinedOld.key, jpeg);
    await uploads.check(quarantinedOld.key, { ...expected, ownerId: owner });
    const acceptedOld = await create();
    store.objects.set(acceptedOld.key, jpeg);
    await uploads.check(acceptedOld.key, { ...expected, ownerId: owner });
    await uploads.accept([acceptedOld.key]);
    const rejected = await create();
    await uploads.reject([rejected.key]);
    store.objects.set(rejected.key, jpeg);

    // Ten minutes for the URL, then the grace: a minute short of it nothing unfinished goes.
    clock.now = new Date(clock.now.getTime() + 10 * 60_000 + UNFINISHED_UPLOAD_GRACE_MS - 60_000);
    const recent = await create();
    expect(await uploads.purgeExpired()).toBe(1);
    expect(await statusOf(rejected.key)).toBe('gone');
    expect(store.objects.has(rejected.key)).toBe(false);

    clock.now = new Date(clock.now.getTime() + 2 * 60_000);
    expect(await uploads.purgeExpired()).toBe(2);
    expect(await statusOf(pendingOld.key)).toBe('gone');
    expect(await statusOf(quarantinedOld.key)).toBe('gone');
    expect(store.objects.has(quarantinedOld.key)).toBe(false);
    expect(await statusOf(acceptedOld.key)).toBe('accepted');
    expect(store.objects.has(acceptedOld.key)).toBe(true);
    expect(await statusOf(recent.key)).toBe('pending');
  });
});
