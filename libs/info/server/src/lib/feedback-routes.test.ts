import { AccessibilityFeedbackResponseSchema } from '@portal/info/contracts';
import { testDatabases } from '@portal/shared/db/testing';
import { call, hours, NOW, secureTestOrigin, sessionFor, testOrigin } from '@portal/shared/server/testing';
import { PassThrough } from 'node:stream';
import * as v from 'valibot';
import { feedbackBody, feedbackTestApp, storedFeedback } from '../testing/feedback-fixtures';

const due = new Date(NOW.getTime() + 14 * 24 * hours(1));

describe.each(testDatabases)('accessibility feedback on $name', ({ open }) => {
  const c = feedbackTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const send = (body: unknown, options: Parameters<typeof call>[3] = {}) => call(c.t, 'POST', '/api/accessibility-feedback', { body, ...options });

  it('stores anonymous feedback with no person, and answers when the answer is due', async () => {
    const response = await send(feedbackBody({ message: '  Kuvilta puuttuu tekstivastine.\n', page: ' Laskut ', replyEmail: ' maija@example.fi ', lang: 'sv' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(v.parse(AccessibilityFeedbackResponseSchema, response.json())).toEqual({ type: 'success', answerDue: '2026-12-07T10:00:00.000Z' });
    expect(await storedFeedback(c.t)).toEqual([
      {
        id: expect.any(Number),
        createdAt: NOW,
        language: 'sv',
        brand: 'general',
        page: 'Laskut',
        message: 'Kuvilta puuttuu tekstivastine.',
        replyEmail: 'maija@example.fi',
        personId: null,
        answeredAt: null,
        answerDue: due,
      },
    ]);
  });

  it('keeps a page and a reply address left empty as none', async () => {
    expect((await send({ message: 'Kontrasti on heikko.', lang: 'fi' })).statusCode).toBe(200);
    expect((await send(feedbackBody({ page: '  ', replyEmail: '' }))).statusCode).toBe(200);
    expect((await storedFeedback(c.t)).map(({ page, replyEmail }) => ({ page, replyEmail }))).toEqual([
      { page: null, replyEmail: null },
      { page: null, replyEmail: null },
    ]);
  });

  it('stores the signed-in sender’s person id, with the session’s csrf token', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(feedbackBody({ lang: 'en' }), { session })).statusCode).toBe(200);
    // A guardian acting for a child wrote the feedback themself.
    const guardian = await sessionFor(c.t, c.t.personIds.guardian, c.t.personIds.child8);
    expect((await send(feedbackBody(), { session: guardian })).statusCode).toBe(200);
    expect((await storedFeedback(c.t)).map((row) => ({ personId: row.personId, language: row.language }))).toEqual([
      { personId: c.t.personIds.adult, language: 'en' },
      { personId: c.t.personIds.guardian, language: 'fi' },
    ]);
  });

  it('takes no person from the body', async () => {
    expect((await send(feedbackBody({ personId: c.t.personIds.adult }))).statusCode).toBe(200);
    expect((await storedFeedback(c.t)).map((row) => row.personId)).toEqual([null]);
  });

  it('refuses a signed-in request without the session’s csrf token, and stores nothing', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    const other = await sessionFor(c.t, c.t.personIds.guardian);
    expect((await send(feedbackBody(), { session, csrf: false })).json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
    const wrong = await call(c.t, 'POST', `/api/accessibility-feedback?csrfToken=${other.csrfToken}`, { session, csrf: false, body: feedbackBody() });
    expect(wrong.statusCode).toBe(403);
    expect(await storedFeedback(c.t)).toEqual([]);
  });

  it('refuses a request from another origin or a form post, signed in or not', async () => {
    expect((await send(feedbackBody(), { origin: 'https://evil.example' })).json()).toEqual({ type: 'Forbidden', reason: 'origin' });
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await send(feedbackBody(), { session, origin: 'https://evil.example' })).statusCode).toBe(403);
    const noOrigin = await c.t.app.inject({ method: 'POST', url: '/api/accessibility-feedback', payload: feedbackBody() });
    expect(noOrigin.statusCode).toBe(403);
    const formPost = await c.t.app.inject({
      method: 'POST',
      url: '/api/accessibility-feedback',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello&lang=fi',
    });
    expect(formPost.statusCode).toBe(415);
    expect(await storedFeedback(c.t)).toEqual([]);
  });

  describe('validation', () => {
    const expectInvalid = async (body: unknown, path: string) => {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'ValidationError', details: [expect.objectContaining({ path })] });
    };

    it('wants a message that is not blank', async () => {
      await expectInvalid(feedbackBody({ message: '' }), 'message');
      await expectInvalid(feedbackBody({ message: ' \n\t ' }), 'message');
      await expectInvalid(feedbackBody({ message: undefined }), 'message');
    });

    it('takes a message of at most 2000 characters', async () => {
      await expectInvalid(feedbackBody({ message: 'a'.repeat(2001) }), 'message');
      expect((await send(feedbackBody({ message: 'a'.repeat(2000) }))).statusCode).toBe(200);
    });

    it('takes a page of at most 200 characters', async () => {
      await expectInvalid(feedbackBody({ page: 'p'.repeat(201) }), 'page');
      expect((await send(feedbackBody({ page: 'p'.repeat(200) }))).statusCode).toBe(200);
    });

    it('checks a reply address when one is given', async () => {
      for (const replyEmail of ['maija', 'maija@example', 'maija@example.fi, ville@example.fi', `${'m'.repeat(95)}@example.fi`]) {
        await expectInvalid(feedbackBody({ replyEmail }), 'replyEmail');
      }
    });

    it('wants the page language', async () => {
      await expectInvalid(feedbackBody({ lang: 'de' }), 'lang');
      await expectInvalid(feedbackBody({ lang: undefined }), 'lang');
    });

    it('stores nothing for a bad request', async () => {
      await send(feedbackBody({ message: '' }));
      expect(await storedFeedback(c.t)).toEqual([]);
    });
  });

  describe('rate limit', () => {
    it('takes 5 an hour from one client address, then 429 until the hour has slid past them', async () => {
      for (let n = 0; n < 5; n++) expect((await send(feedbackBody(), { ip: '192.0.2.10' })).statusCode).toBe(200);
      const refused = await send(feedbackBody(), { ip: '192.0.2.10' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ type: 'TooManyRequests' });
      // Signed in from the same address counts the same.
      const session = await sessionFor(c.t, c.t.personIds.adult);
      expect((await send(feedbackBody(), { ip: '192.0.2.10', session })).statusCode).toBe(429);
      expect(await storedFeedback(c.t)).toHaveLength(5);

      expect((await send(feedbackBody(), { ip: '192.0.2.11' })).statusCode).toBe(200);
      c.t.clock.now = new Date(NOW.getTime() + hours(1));
      expect((await send(feedbackBody(), { ip: '192.0.2.10' })).statusCode).toBe(429);
      c.t.clock.now = new Date(NOW.getTime() + hours(2));
      expect((await send(feedbackBody(), { ip: '192.0.2.10' })).statusCode).toBe(200);
    });

    it('does not count a request refused as invalid', async () => {
      for (let n = 0; n < 5; n++) await send(feedbackBody({ replyEmail: 'maija@' }), { ip: '192.0.2.20' });
      expect((await send(feedbackBody(), { ip: '192.0.2.20' })).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases)('accessibility feedback in production, children’s brand, on $name', ({ open }) => {
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  const c = feedbackTestApp(open, {
    env: { PORTAL_ENVIRONMENT: 'production', PORTAL_BRAND: 'children', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's', LOG_LEVEL: 'info' },
    logging: logs,
  });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const send = (body: unknown) => call(c.t, 'POST', '/api/accessibility-feedback', { body, origin: secureTestOrigin });

  it('stores the brand served', async () => {
    expect((await send(feedbackBody())).statusCode).toBe(200);
    expect((await storedFeedback(c.t)).map((row) => row.brand)).toEqual(['children']);
  });

  it('writes neither the message nor the reply address to the log', async () => {
    const message = 'Ruudunlukija ei lue Maija Meikäläisen laskun summaa, puh. 040 123 4567';
    expect((await send(feedbackBody({ message, replyEmail: 'maija.meikalainen@example.fi', page: 'Laskusivu Maijalle' }))).statusCode).toBe(200);
    expect((await send(feedbackBody({ message, replyEmail: 'maija.meikalainen@example' }))).statusCode).toBe(400);
    expect(logText).toContain('/api/accessibility-feedback');
    for (const secret of ['Ruudunlukija', 'Meikäläisen', 'maija.meikalainen', '040 123 4567', 'Laskusivu']) expect(logText).not.toContain(secret);
  });
});
