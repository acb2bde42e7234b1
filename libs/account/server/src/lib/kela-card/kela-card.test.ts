import { KELA_CARD_MAX_IMAGE_BYTES, KelaCardInitUploadResponseSchema, KelaCardSchema } from '@portal/account/contracts';
import { kelaCards, kelaCardUploads, rateLimitCounters, storedObjects } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp, TestSession } from '@portal/shared/server/testing';
import { call, createTestApp, jpegBytes, pngBytes, putUpload, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accountServer } from '../../index';
import { KELA_CARD_INIT_LIMIT, KELA_CARD_UPLOAD_TOKEN_MINUTES, KELA_CARD_UPLOAD_URL_MINUTES } from './kela-card-routes';

const minutes = (n: number) => n * 60_000;
const NOW = new Date('2026-11-23T10:00:00Z');

describe.each(testDatabases)('the Kela card on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await open(), domains: [accountServer] });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.now = NOW;
    const db = t.database.db;
    await db.delete(kelaCards);
    await db.delete(kelaCardUploads);
    await db.delete(storedObjects);
    await db.delete(rateLimitCounters);
  });

  const session = (personId: number, actingFor: number | null = null) => sessionFor(t, personId, actingFor);
  /** GETs carry the csrf token in the query, as the spec has the portal send it. */
  const get = (url: string, s: TestSession, csrf = true) => call(t, 'GET', csrf ? `${url}${url.includes('?') ? '&' : '?'}csrfToken=${s.csrfToken}` : url, { session: s });
  const readCard = async (s: TestSession) => {
    const response = await get('/api/kela-card', s);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(KelaCardSchema, response.json());
  };
  const init = async (s: TestSession, mimetypes: Record<string, string> = { front: 'image/jpeg', back: 'image/png' }) => {
    const response = await call(t, 'POST', '/api/kela-card/init-upload', { session: s, body: { mimetypes } });
    expect(response.statusCode).toBe(200);
    return v.parse(KelaCardInitUploadResponseSchema, response.json());
  };
  const finish = async (s: TestSession, token: string, idempotencyKey?: string) => {
    const response = await call(t, 'POST', '/api/kela-card/finish-upload', { session: s, body: { token }, ...(idempotencyKey ? { idempotencyKey } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json() as { success: boolean };
  };
  /** The whole upload as the portal makes it; the images' bytes given. */
  const upload = async (s: TestSession, front = jpegBytes(), back = pngBytes()) => {
    const started = await init(s);
    expect((await putUpload(t, started.front.url, front)).statusCode).toBe(200);
    expect((await putUpload(t, started.back.url, back)).statusCode).toBe(200);
    return { ...started, result: await finish(s, started.token) };
  };
  const objects = () => t.database.db.select().from(storedObjects);

  describe('GET /api/kela-card', () => {
    it('answers no images before a card is uploaded', async () => {
      expect(await readCard(await session(t.personIds.adult))).toEqual({ imageUrl: { front: null, back: null } });
    });

    it('needs the session and its csrf token', async () => {
      const s = await session(t.personIds.adult);
      expect((await call(t, 'GET', '/api/kela-card')).statusCode).toBe(401);
      for (const url of ['/api/kela-card', '/api/kela-card?csrfToken=wrong']) {
        const response = await call(t, 'GET', url, { session: s });
        expect([response.statusCode, response.json()]).toEqual([403, { type: 'Forbidden', reason: 'csrf' }]);
      }
    });
  });

  describe('uploading both sides', () => {
    it('keeps the images and serves them to their owner with their type, never cached or sniffed', async () => {
      const s = await session(t.personIds.adult);
      const front = jpegBytes(3000);
      const back = pngBytes(2000);
      const { result, token } = await upload(s, front, back);
      expect(result).toEqual({ success: true });

      const card = await readCard(s);
      expect(card.imageUrl.front).toMatch(/^\/api\/kela-card\/image\/front\?v=\d+$/);
      expect(card.imageUrl.back).toMatch(/^\/api\/kela-card\/image\/back\?v=\d+$/);
      for (const [url, bytes, type] of [
        [card.imageUrl.front, front, 'image/jpeg'],
        [card.imageUrl.back, back, 'image/png'],
      ] as const) {
        const image = await call(t, 'GET', url ?? '', { session: s });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload).toEqual(bytes);
        expect(image.headers).toMatchObject({
          'content-type': type,
          'content-length': String(bytes.length),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        });
        expect(image.headers['content-encoding']).toBeUndefined();
      }
      expect((await objects()).map((row) => row.status)).toEqual(['accepted', 'accepted']);
      // The token is used up: it is not kept.
      expect(await t.database.db.select().from(kelaCardUploads)).toEqual([]);
      expect(await finish(s, token)).toEqual({ success: false });
    });

    it('keeps only the token’s hash and two pending objects until the upload finishes', async () => {
      const { token, front, back } = await init(await session(t.personIds.adult));
      const [row] = await t.database.db.select().from(kelaCardUploads);
      expect(row?.tokenHash).not.toContain(token);
      expect(row).toMatchObject({ patientId: t.personIds.adult, expiresAt: new Date(NOW.getTime() + minutes(KELA_CARD_UPLOAD_TOKEN_MINUTES)) });
      expect(new URL(front.url).searchParams.get('contentType')).toBe('image/jpeg');
      expect(new URL(back.url).searchParams.get('contentType')).toBe('image/png');
      expect(new URL(front.url).searchParams.get('maxBytes')).toBe(String(KELA_CARD_MAX_IMAGE_BYTES));
      expect(
        (await objects())
          .map((object) => [object.purpose, object.status, object.uploadExpiresAt.getTime() - NOW.getTime()])
          .sort(),
      ).toEqual([
        ['kela-card-back', 'pending', minutes(KELA_CARD_UPLOAD_URL_MINUTES)],
        ['kela-card-front', 'pending', minutes(KELA_CARD_UPLOAD_URL_MINUTES)],
      ]);
    });

    it('replaces the previous card and deletes its images, bytes too', async () => {
      const s = await session(t.personIds.adult);
      await upload(s);
      const old = (await objects()).map((row) => row.key);
      t.clock.now = new Date(NOW.getTime() + minutes(1));
      const newFront = jpegBytes(100);
      expect((await upload(s, newFront)).result).toEqual({ success: true });

      const remaining = await objects();
      expect(remaining).toHaveLength(2);
      expect(remaining.some((row) => old.includes(row.key))).toBe(false);
      for (const key of old) expect(await t.app.uploads.store.sizeOf(key)).toBeNull();
      const card = await readCard(s);
      const image = await call(t, 'GET', card.imageUrl.front ?? '', { session: s });
      expect(image.rawPayload).toEqual(newFront);
    });

    it('is the child’s card when a guardian acts for the child', async () => {
      const { guardian, child8 } = t.personIds;
      const acting = await session(guardian, child8);
      expect((await upload(acting)).result).toEqual({ success: true });
      expect((await objects()).every((row) => row.ownerId === child8)).toBe(true);
      const card = await readCard(acting);
      expect(card.imageUrl.front).not.toBeNull();
      expect((await call(t, 'GET', card.imageUrl.front ?? '', { session: acting })).statusCode).toBe(200);

      // The guardian signed in as themself has no card, and is not served the child's.
      const own = await session(guardian);
      expect(await readCard(own)).toEqual({ imageUrl: { front: null, back: null } });
      expect((await call(t, 'GET', '/api/kela-card/image/front', { session: own })).statusCode).toBe(404);
    });
  });

  describe('POST /api/kela-card/finish-upload retried', () => {
    it('gives the retry with the same idempotency key the first answer, where the used token alone would fail', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      await putUpload(t, started.front.url, jpegBytes());
      await putUpload(t, started.back.url, pngBytes());
      const key = 'kela-finish-0123456789abcdef';
      expect(await finish(s, started.token, key)).toEqual({ success: true });
      expect(await finish(s, started.token, key)).toEqual({ success: true });
      expect(await finish(s, started.token)).toEqual({ success: false });
    });

    it('keeps the upload when the database fails on the way, so the retry finishes it', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      await putUpload(t, started.front.url, jpegBytes());
      await putUpload(t, started.back.url, pngBytes());
      const accept = t.app.uploads.accept;
      t.app.uploads.accept = () => Promise.reject(new Error('connection lost'));
      try {
        const failed = await call(t, 'POST', '/api/kela-card/finish-upload', { session: s, body: { token: started.token }, idempotencyKey: 'kela-finish-retry-after-failure' });
        expect(failed.statusCode).toBe(500);
      } finally {
        t.app.uploads.accept = accept;
      }
      expect(await finish(s, started.token, 'kela-finish-retry-after-failure')).toEqual({ success: true });
    });

    it('is no longer a GET', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      expect((await get(`/api/kela-card/finish-upload?token=${started.token}`, s)).statusCode).toBe(404);
    });
  });

  describe('ownership', () => {
    it('never serves another person’s images', async () => {
      await upload(await session(t.personIds.adult));
      const stranger = await session(t.personIds.guardian);
      for (const side of ['front', 'back']) {
        const response = await call(t, 'GET', `/api/kela-card/image/${side}`, { session: stranger });
        expect([response.statusCode, response.json()]).toEqual([404, { type: 'NotFound' }]);
      }
      expect((await call(t, 'GET', '/api/kela-card/image/front')).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/kela-card/image/side', { session: stranger })).statusCode).toBe(400);
    });

    it('fails another person’s token without using it up', async () => {
      const owner = await session(t.personIds.adult);
      const started = await init(owner);
      await putUpload(t, started.front.url, jpegBytes());
      await putUpload(t, started.back.url, pngBytes());
      expect(await finish(await session(t.personIds.guardian), started.token)).toEqual({ success: false });
      expect(await finish(await session(t.personIds.guardian, t.personIds.child8), started.token)).toEqual({ success: false });
      expect(await readCard(await session(t.personIds.guardian))).toEqual({ imageUrl: { front: null, back: null } });
      expect(await finish(owner, started.token)).toEqual({ success: true });
    });

    it('fails an unknown, used or expired token alike', async () => {
      const s = await session(t.personIds.adult);
      expect(await finish(s, 'A'.repeat(43))).toEqual({ success: false });
      const started = await init(s);
      await putUpload(t, started.front.url, jpegBytes());
      await putUpload(t, started.back.url, pngBytes());
      t.clock.now = new Date(NOW.getTime() + minutes(KELA_CARD_UPLOAD_TOKEN_MINUTES));
      expect(await finish(s, started.token)).toEqual({ success: false });
      expect((await call(t, 'POST', '/api/kela-card/finish-upload', { session: s, body: { token: 'short' } })).statusCode).toBe(400);
    });
  });

  describe('checking the images', () => {
    it('refuses a PNG that is not one by its bytes, and discards both sides', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s, { front: 'image/jpeg', back: 'image/png' });
      await putUpload(t, started.front.url, jpegBytes());
      // Declared and sent as image/png, which the URL allows; the bytes are a JPEG's.
      expect((await putUpload(t, started.back.url, jpegBytes())).statusCode).toBe(200);
      expect(await finish(s, started.token)).toEqual({ success: false });
      expect(await objects()).toEqual([]);
      expect(await readCard(s)).toEqual({ imageUrl: { front: null, back: null } });
    });

    it('refuses bytes that are no image at all', async () => {
      const s = await session(t.personIds.adult);
      const { result } = await upload(s, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
      expect(result).toEqual({ success: false });
    });

    it('refuses when a side is not uploaded yet and keeps the card there was, and the upload for a retry', async () => {
      const s = await session(t.personIds.adult);
      await upload(s);
      const before = await readCard(s);
      const started = await init(s);
      await putUpload(t, started.front.url, jpegBytes());
      expect(await finish(s, started.token)).toEqual({ success: false });
      expect(await readCard(s)).toEqual(before);
      expect((await objects()).filter((row) => row.status === 'accepted')).toHaveLength(2);
      // The back arrives after all: the same token finishes the upload.
      await putUpload(t, started.back.url, pngBytes());
      t.clock.now = new Date(NOW.getTime() + minutes(1));
      expect(await finish(s, started.token)).toEqual({ success: true });
      expect(await readCard(s)).not.toEqual(before);
    });

    it('caps each image at the contract’s limit while it streams in', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      const tooLarge = await putUpload(t, started.front.url, jpegBytes(KELA_CARD_MAX_IMAGE_BYTES + 1));
      expect(tooLarge.statusCode).toBe(413);
      expect((await putUpload(t, started.front.url, jpegBytes(KELA_CARD_MAX_IMAGE_BYTES))).statusCode).toBe(200);
    });
  });

  describe('the upload URLs', () => {
    it('stop working when they expire', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      t.clock.now = new Date(NOW.getTime() + minutes(KELA_CARD_UPLOAD_URL_MINUTES));
      const late = await putUpload(t, started.front.url, jpegBytes());
      expect([late.statusCode, late.json()]).toEqual([403, { type: 'Forbidden', reason: 'expired' }]);
    });

    it('hold only with their signature, and for the declared type only', async () => {
      const s = await session(t.personIds.adult);
      const started = await init(s);
      const forged = new URL(started.front.url);
      forged.searchParams.set('contentType', 'text/html');
      expect((await putUpload(t, forged.toString(), Buffer.from('<html>'))).statusCode).toBe(403);
      expect((await putUpload(t, started.front.url, pngBytes(), { 'content-type': 'image/png' })).statusCode).toBe(403);
      // One URL is one object: the back's URL does not take the front's place.
      expect((await putUpload(t, started.back.url, pngBytes())).statusCode).toBe(200);
      expect((await putUpload(t, started.back.url, pngBytes())).statusCode).toBe(409);
    });
  });

  describe('POST /api/kela-card/init-upload', () => {
    it('takes only JPEG and PNG for both sides, and nothing else in the body', async () => {
      const s = await session(t.personIds.adult);
      for (const body of [
        { mimetypes: { front: 'image/gif', back: 'image/png' } },
        { mimetypes: { front: 'image/jpeg', back: 'image/svg+xml' } },
        { mimetypes: { front: 'image/jpeg' } },
        { mimetypes: { front: 'image/jpeg', back: 'image/png' }, patientId: t.personIds.guardian },
        {},
      ]) {
        const response = await call(t, 'POST', '/api/kela-card/init-upload', { session: s, body });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ type: 'ValidationError' });
      }
      expect(await objects()).toEqual([]);
    });

    it('needs the session, its csrf token and our own origin', async () => {
      const body = { mimetypes: { front: 'image/jpeg', back: 'image/jpeg' } };
      const s = await session(t.personIds.adult);
      expect((await call(t, 'POST', '/api/kela-card/init-upload', { body })).statusCode).toBe(401);
      expect((await call(t, 'POST', '/api/kela-card/init-upload', { session: s, body, csrf: false })).json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
      expect((await call(t, 'POST', '/api/kela-card/init-upload', { session: s, body, origin: 'https://attacker.example' })).json()).toEqual({
        type: 'Forbidden',
        reason: 'origin',
      });
      expect(await objects()).toEqual([]);
    });

    it(`allows a signed-in person ${KELA_CARD_INIT_LIMIT.limit} uploads an hour, acting for a child or not`, async () => {
      const { guardian, child8 } = t.personIds;
      for (let n = 0; n < KELA_CARD_INIT_LIMIT.limit; n++) await init(await session(guardian, n % 2 === 0 ? child8 : null));
      const refused = await call(t, 'POST', '/api/kela-card/init-upload', { session: await session(guardian), body: { mimetypes: { front: 'image/jpeg', back: 'image/jpeg' } } });
      expect([refused.statusCode, refused.json()]).toEqual([429, { type: 'TooManyRequests' }]);
      // Another person is not held back, and the burst stops weighing (sliding windows: a burst at
      // a window's start still counts into the next window's first minutes).
      await init(await session(t.personIds.adult));
      t.clock.now = new Date(NOW.getTime() + minutes(KELA_CARD_INIT_LIMIT.windowMinutes) - 1);
      expect((await call(t, 'POST', '/api/kela-card/init-upload', { session: await session(guardian), body: { mimetypes: { front: 'image/jpeg', back: 'image/jpeg' } } })).statusCode).toBe(429);
      t.clock.now = new Date(NOW.getTime() + minutes(2 * KELA_CARD_INIT_LIMIT.windowMinutes));
      await init(await session(guardian));
    });
  });

  it('purges an upload that never finished, with its token', async () => {
    const s = await session(t.personIds.adult);
    const started = await init(s);
    await putUpload(t, started.front.url, jpegBytes());
    const [front] = (await objects()).filter((row) => row.purpose === 'kela-card-front');
    t.clock.now = new Date(NOW.getTime() + minutes(KELA_CARD_UPLOAD_URL_MINUTES + 61));
    expect((await t.app.purgeExpired())['storedObjects']).toBe(2);
    expect(await objects()).toEqual([]);
    expect(await t.database.db.select().from(kelaCardUploads)).toEqual([]);
    expect(await t.app.uploads.store.sizeOf(front?.key ?? '')).toBeNull();
  });

  it('keeps the purge away from a card in use', async () => {
    const s = await session(t.personIds.adult);
    await upload(s);
    t.clock.now = new Date(NOW.getTime() + minutes(24 * 60));
    await t.app.purgeExpired();
    expect((await objects()).map((row) => row.status)).toEqual(['accepted', 'accepted']);
    expect((await t.database.db.select().from(kelaCards).where(eq(kelaCards.patientId, t.personIds.adult))).length).toBe(1);
  });
});
