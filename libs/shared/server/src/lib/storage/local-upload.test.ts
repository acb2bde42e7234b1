import { storedObjects } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, testConfig, testOrigin } from '../../testing/test-app';
import { jpegBytes, putUpload } from '../../testing/uploads';
import { openLocalObjectStore } from './local-object-store';

const jpeg = jpegBytes();
const minute = 60_000;

describe.each(testDatabases)('uploads to the local store on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await open() });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.now = new Date('2026-11-23T10:00:00Z');
    await t.database.db.delete(storedObjects);
  });

  async function newUpload(options: { maxBytes?: number; contentType?: string } = {}) {
    return t.app.uploads.create({
      ownerId: t.personIds.adult,
      purpose: 'kela-card-front',
      contentType: options.contentType ?? 'image/jpeg',
      maxBytes: options.maxBytes ?? 1000,
      expiresAt: new Date(t.clock.now.getTime() + 10 * minute),
    });
  }

  const put = (url: string, body: Buffer | Readable, headers: Record<string, string | undefined> = {}) => putUpload(t, url, body, headers);

  const row = async (key: string) => (await t.database.db.select().from(storedObjects).where(eq(storedObjects.key, key)))[0];

  it('signs an absolute URL on our own origin that names the content type, the limit, the expiry and the metadata', async () => {
    const { key, url } = await newUpload();
    const target = new URL(url);
    expect(target.origin).toBe(testOrigin);
    expect(target.pathname).toBe(`/api/storage/${key}`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      contentType: 'image/jpeg',
      maxBytes: '1000',
      expires: String(Math.floor(t.clock.now.getTime() / 1000) + 600),
      'x-amz-meta-purpose': 'kela-card-front',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await row(key)).toMatchObject({ status: 'pending', ownerId: t.personIds.adult, purpose: 'kela-card-front', maxBytes: 1000, sizeBytes: null });
  });

  it('stores bytes the API holds itself in the folder, where they are read back', async () => {
    const { key } = await newUpload();
    await t.app.uploads.store.put(key, jpeg, 'image/jpeg', { purpose: 'kela-card-front' });
    expect(await t.app.uploads.store.sizeOf(key)).toBe(jpeg.length);
    expect(Buffer.from((await t.app.uploads.store.readHead(key, 3)) ?? [])).toEqual(jpeg.subarray(0, 3));
    await expect(t.app.uploads.store.put('../escape', jpeg, 'image/jpeg', {})).rejects.toThrow('Not an object key');
  });

  it('takes the bytes a browser PUTs and puts the object in quarantine', async () => {
    const { key, url } = await newUpload();
    const response = await put(url, jpeg);
    expect(response.statusCode).toBe(200);
    expect(await row(key)).toMatchObject({ status: 'quarantine', sizeBytes: jpeg.length });
    expect(await t.app.uploads.store.sizeOf(key)).toBe(jpeg.length);
    expect(Buffer.from((await t.app.uploads.store.readHead(key, 3)) ?? [])).toEqual(jpeg.subarray(0, 3));
  });

  it('refuses a second upload to the same key', async () => {
    const { url } = await newUpload();
    expect((await put(url, jpeg)).statusCode).toBe(200);
    const again = await put(url, Buffer.concat([jpeg, jpeg]));
    expect([again.statusCode, again.json()]).toEqual([409, { type: 'Conflict' }]);
  });

  it('refuses a changed or missing signature, and a URL changed in any signed part', async () => {
    const { url } = await newUpload();
    const changed = (name: string, value: string | null) => {
      const target = new URL(url);
      if (value === null) target.searchParams.delete(name);
      else target.searchParams.set(name, value);
      return target.toString();
    };
    const signature = new URL(url).searchParams.get('signature') ?? '';
    for (const bad of [
      changed('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`),
      changed('signature', null),
      changed('maxBytes', '100000000'),
      changed('expires', String(Math.floor(t.clock.now.getTime() / 1000) + 86_400)),
      changed('contentType', 'image/png'),
      changed('x-amz-meta-purpose', 'message-attachment'),
      url.replace(/\/api\/storage\/[^?]+/, `/api/storage/${'A'.repeat(43)}`),
    ]) {
      const response = await put(bad, jpeg);
      expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'signature' }]);
    }
  });

  it('refuses an expired URL', async () => {
    const { url } = await newUpload();
    t.clock.now = new Date(t.clock.now.getTime() + 10 * minute);
    const response = await put(url, jpeg);
    expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'expired' }]);
  });

  it('refuses a missing or another content type, and metadata headers other than signed', async () => {
    const { key, url } = await newUpload();
    for (const contentType of [undefined, 'image/png', 'application/octet-stream']) {
      const response = await put(url, jpeg, { 'content-type': contentType });
      expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'content-type' }]);
    }
    for (const purpose of [undefined, 'other']) {
      const response = await put(url, jpeg, { 'x-amz-meta-purpose': purpose });
      expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'metadata' }]);
    }
    expect(await row(key)).toMatchObject({ status: 'pending' });
    // A content type with parameters is the same type.
    expect((await put(url, jpeg, { 'content-type': 'image/jpeg; charset=binary' })).statusCode).toBe(200);
  });

  it('answers only PUT, and only from our own origin', async () => {
    const { key, url } = await newUpload();
    const target = new URL(url);
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${target.pathname}${target.search}`, headers: { origin: testOrigin, 'content-type': 'image/jpeg' }, payload: method === 'GET' ? undefined : jpeg });
      // No such route (404), or a body that is not JSON for one that does not take uploads (415).
      expect([404, 415]).toContain(response.statusCode);
    }
    const elsewhere = await put(url, jpeg, { origin: 'https://attacker.example' });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([403, { type: 'Forbidden', reason: 'origin' }]);
    expect(await row(key)).toMatchObject({ status: 'pending' });
  });

  it('refuses more bytes than the limit, declared or streamed, and keeps no partial file', async () => {
    const { key, url } = await newUpload({ maxBytes: 100 });
    const declared = await put(url, Buffer.alloc(101, 1));
    expect([declared.statusCode, declared.json()]).toEqual([413, { type: 'PayloadTooLarge' }]);
    expect(declared.headers['connection']).toBe('close');

    // Chunked, without a length: counted as the bytes arrive.
    const chunks = Readable.from([Buffer.alloc(60, 1), Buffer.alloc(60, 2), Buffer.alloc(60, 3)]);
    const streamed = await put(url, chunks);
    expect([streamed.statusCode, streamed.json()]).toEqual([413, { type: 'PayloadTooLarge' }]);
    expect(await t.app.uploads.store.sizeOf(key)).toBeNull();
    expect(await row(key)).toMatchObject({ status: 'pending' });

    // Exactly the limit is fine, and the key can still take it.
    expect((await put(url, Readable.from([Buffer.alloc(50, 1), Buffer.alloc(50, 2)]))).statusCode).toBe(200);
    expect(await row(key)).toMatchObject({ status: 'quarantine', sizeBytes: 100 });
  });

  it('stops reading over a real connection past the limit, while the client is still sending', async () => {
    const { key, url } = await newUpload({ maxBytes: 100 });
    // Closed with the app.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const target = new URL(url);
    const outcome = await new Promise<number | string>((resolve) => {
      const sending = request(`${address}${target.pathname}${target.search}`, {
        method: 'PUT',
        headers: { origin: testOrigin, 'content-type': 'image/jpeg', 'x-amz-meta-purpose': 'kela-card-front', 'transfer-encoding': 'chunked' },
      });
      sending.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // The connection closes after the 413 with the body unread: the client may see the reset
      // before the answer, as a browser may (the portal fails the upload either way).
      sending.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      // A megabyte in chunks, far past the limit; the answer comes before it is all sent.
      let left = 64;
      const more = () => {
        while (left > 0) {
          left--;
          if (!sending.write(Buffer.alloc(16_384, 1))) return void sending.once('drain', more);
        }
        sending.end();
      };
      more();
    });
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(outcome);
    expect(await row(key)).toMatchObject({ status: 'pending' });
    expect(await t.app.uploads.store.sizeOf(key)).toBeNull();
  });

  it('answers 404 for an upload discarded meanwhile', async () => {
    const { key, url } = await newUpload();
    await t.app.uploads.discard([key]);
    const response = await put(url, jpeg);
    expect(response.statusCode).toBe(404);
  });
});

describe('the local store’s folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-storage-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const request = { key: 'k'.repeat(43), contentType: 'image/png', maxBytes: 10, expiresAt: new Date('2030-01-01T00:00:00Z'), metadata: { purpose: 'kela-card-back' } };
  const signed = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it('keeps a random signing key of its own across restarts, readable by its owner only', async () => {
    const first = await openLocalObjectStore({ dir, signingSecret: null, publicOrigin: testOrigin });
    const url = await first.createUploadUrl(request);
    const second = await openLocalObjectStore({ dir, signingSecret: null, publicOrigin: testOrigin });
    expect(second.signedUpload(request.key, signed(url))).toMatchObject({ key: request.key, contentType: 'image/png', maxBytes: 10 });
    expect((await stat(path.join(dir, 'signing-secret'))).mode & 0o777).toBe(0o600);

    const elsewhere = await mkdtemp(path.join(tmpdir(), 'portal-storage-test-'));
    try {
      const other = await openLocalObjectStore({ dir: elsewhere, signingSecret: null, publicOrigin: testOrigin });
      expect(other.signedUpload(request.key, signed(url))).toBeNull();
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('signs with the configured secret when there is one', async () => {
    const secret = 'a-configured-signing-secret-of-32-characters';
    const first = await openLocalObjectStore({ dir, signingSecret: secret, publicOrigin: testOrigin });
    const url = await first.createUploadUrl(request);
    const temporary = await openLocalObjectStore({ dir: null, signingSecret: secret, publicOrigin: testOrigin });
    expect(temporary.signedUpload(request.key, signed(url))).not.toBeNull();
    await temporary.close();
    expect(await readdir(dir)).toEqual(['objects']);
  });

  it('removes a temporary folder on close', async () => {
    const store = await openLocalObjectStore({ dir: null, signingSecret: null, publicOrigin: testOrigin });
    const received = await store.receive(request.key, Readable.from([Buffer.from([1, 2, 3])]), 10);
    expect(received).toEqual({ outcome: 'stored', sizeBytes: 3 });
    const stored = await store.read(request.key);
    stored?.body.destroy();
    const folder = path.dirname(path.dirname((stored?.body as unknown as { path: string }).path));
    await store.close();
    await expect(stat(folder)).rejects.toThrow();
  });

  it('never builds a path from anything but a key', async () => {
    const store = await openLocalObjectStore({ dir, signingSecret: null, publicOrigin: testOrigin });
    await expect(store.sizeOf('../signing-secret')).rejects.toThrow('Not an object key');
    expect(store.signedUpload('../x', {})).toBeNull();
  });
});

describe('the Content Security Policy for uploads', () => {
  it('lets the browser PUT to our own origin with the local store, and to the bucket with S3', async () => {
    const local = await createTestApp();
    const s3 = await createTestApp({ env: { STORAGE_BACKEND: 's3', STORAGE_S3_BUCKET: 'portal-uploads', STORAGE_S3_REGION: 'eu-north-1' } });
    try {
      const connect = async (app: TestApp) => /connect-src ([^;]*)/.exec(String((await app.app.inject('/api/session')).headers['content-security-policy']))?.[1];
      expect(await connect(local)).toBe("'self'");
      expect(await connect(s3)).toBe("'self' https://portal-uploads.s3.eu-north-1.amazonaws.com");
      expect(testConfig({ PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' }).storage.backend).toBe('s3');
    } finally {
      await local.close();
      await s3.close();
    }
  });
});
