import { accessibilityFeedback } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { call, hours, NOW, secureTestOrigin, sessionFor, testOrigin } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import { feedbackBody, feedbackTestApp, storedFeedback } from '../testing/feedback-fixtures';

const day = hours(24);

describe.each(testDatabases)('the development feedback page on $name', ({ open }) => {
  const c = feedbackTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const send = async (body: Record<string, unknown>, at: Date) => {
    c.t.clock.now = at;
    expect((await call(c.t, 'POST', '/api/accessibility-feedback', { body: feedbackBody(body) })).statusCode).toBe(200);
  };
  const get = (url = '/dev-accessibility-feedback') => c.t.app.inject({ method: 'GET', url });
  const markAnswered = (id: number, origin: string | null = testOrigin) =>
    c.t.app.inject({
      method: 'POST',
      url: `/dev-accessibility-feedback/${id}/answered?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin === null ? {} : { origin }) },
      payload: '',
    });

  it('lists the feedback newest first with its due date, escaped, in the language asked', async () => {
    await send({ message: 'Ensimmäinen: <script>alert(1)</script>', page: '<b>Laskut</b>', replyEmail: '' }, NOW);
    await send({ message: 'Toinen palaute', page: '' }, new Date(NOW.getTime() + hours(1)));
    c.t.clock.now = new Date(NOW.getTime() + hours(2));

    const response = await get('/dev-accessibility-feedback?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Accessibility feedback (development environment)');
    expect(response.body.indexOf('Toinen palaute')).toBeLessThan(response.body.indexOf('Ensimmäinen'));
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<b>Laskut');
    expect(response.body).toContain('Ensimmäinen: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).toContain('&lt;b&gt;Laskut&lt;/b&gt;');
    expect(response.body).toContain('maija@example.fi');
    // Due 14 days after each arrived.
    expect(response.body).toContain(`<time datetime="${new Date(NOW.getTime() + 14 * day).toISOString()}">`);
    expect(response.body).toContain(`<time datetime="${new Date(NOW.getTime() + 14 * day + hours(1)).toISOString()}">`);
    expect(response.body).not.toContain('Overdue');
    expect(response.body.match(/Mark as answered/g)).toHaveLength(2);
    expect(response.body).toContain('Not signed in');

    const finnish = await get();
    expect(finnish.body).toContain('<html lang="fi">');
    expect(finnish.body).toContain('Saavutettavuuspalaute (kehitysympäristö)');
    expect((await get('/dev-accessibility-feedback?lang=sv')).body).toContain('Respons om tillgängligheten');
  });

  it('says whether the sender was signed in, and that nothing has come', async () => {
    expect((await get('/dev-accessibility-feedback?lang=en')).body).toContain('No feedback.');
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect((await call(c.t, 'POST', '/api/accessibility-feedback', { body: feedbackBody(), session })).statusCode).toBe(200);
    expect((await get('/dev-accessibility-feedback?lang=en')).body).toContain('Signed-in user');
  });

  it('marks feedback not answered past its due date overdue', async () => {
    await send({ message: 'Vanha' }, NOW);
    c.t.clock.now = new Date(NOW.getTime() + 14 * day + 1000);
    expect((await get('/dev-accessibility-feedback?lang=en')).body).toContain('<strong class="error">Overdue</strong>');
    expect((await get()).body).toContain('Myöhässä');
  });

  it('marks feedback answered from its button, once, and then shows when', async () => {
    await send({ message: 'Vastattava' }, NOW);
    await send({ message: 'Toinen' }, NOW);
    const [first, second] = await storedFeedback(c.t);
    if (!first || !second) throw new Error('not stored');
    c.t.clock.now = new Date(NOW.getTime() + 15 * day);
    const page = await get('/dev-accessibility-feedback?lang=en');
    expect(page.body).toContain(`<form method="post" action="/dev-accessibility-feedback/${first.id}/answered?lang=en">`);

    const response = await markAnswered(first.id);
    expect(response.statusCode).toBe(303);
    expect(response.headers['location']).toBe('/dev-accessibility-feedback?lang=en');
    c.t.clock.now = new Date(NOW.getTime() + 16 * day);
    expect((await markAnswered(first.id)).statusCode).toBe(303);
    expect((await storedFeedback(c.t)).map((row) => row.answeredAt)).toEqual([new Date(NOW.getTime() + 15 * day), null]);

    const after = await get('/dev-accessibility-feedback?lang=en');
    expect(after.body.match(/Mark as answered/g)).toHaveLength(1);
    expect(after.body).toContain(`Answered <time datetime="${new Date(NOW.getTime() + 15 * day).toISOString()}">`);
    // Answered late is no longer overdue; the other one still is.
    expect(after.body.match(/Overdue/g)).toHaveLength(1);
  });

  it('refuses marking from another origin, and an unknown or malformed id', async () => {
    await send({}, NOW);
    const [row] = await storedFeedback(c.t);
    if (!row) throw new Error('not stored');
    expect((await markAnswered(row.id, 'https://evil.example')).statusCode).toBe(403);
    expect((await markAnswered(row.id, null)).statusCode).toBe(403);
    expect((await markAnswered(row.id + 1000)).statusCode).toBe(404);
    expect((await c.t.app.inject({ method: 'POST', url: '/dev-accessibility-feedback/x/answered', headers: { origin: testOrigin } })).statusCode).toBe(400);
    expect((await storedFeedback(c.t)).map((stored) => stored.answeredAt)).toEqual([null]);
  });

  it('purges feedback a year after its answer, and never unanswered feedback', async () => {
    await send({ message: 'Vastattu' }, NOW);
    await send({ message: 'Vastaamatta' }, NOW);
    const [answered] = await storedFeedback(c.t);
    if (!answered) throw new Error('not stored');
    await c.database.db.update(accessibilityFeedback).set({ answeredAt: NOW }).where(eq(accessibilityFeedback.id, answered.id));
    c.t.clock.now = new Date(NOW.getTime() + 365 * day - 1000);
    expect((await c.t.app.purgeExpired())['accessibilityFeedback']).toBe(0);
    c.t.clock.now = new Date(NOW.getTime() + 365 * day + 1000);
    expect((await c.t.app.purgeExpired())['accessibilityFeedback']).toBe(1);
    expect((await storedFeedback(c.t)).map((row) => row.message)).toEqual(['Vastaamatta']);
  });
});

describe.each(testDatabases)('the development feedback page in production on $name', ({ open }) => {
  const c = feedbackTestApp(open, { env: { PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' } });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('is not there (404), while feedback is still taken', async () => {
    expect((await call(c.t, 'POST', '/api/accessibility-feedback', { body: feedbackBody(), origin: secureTestOrigin })).statusCode).toBe(200);
    const [row] = await storedFeedback(c.t);
    if (!row) throw new Error('not stored');
    for (const url of ['/dev-accessibility-feedback', '/dev-accessibility-feedback?lang=en']) {
      expect((await c.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const post = await c.t.app.inject({ method: 'POST', url: `/dev-accessibility-feedback/${row.id}/answered`, headers: { origin: secureTestOrigin } });
    expect(post.statusCode).toBe(404);
    expect((await storedFeedback(c.t)).map((stored) => stored.answeredAt)).toEqual([null]);
  });
});
