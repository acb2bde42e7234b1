import { SessionResponseSchema } from '@portal/shared/contracts';
import * as v from 'valibot';
import { signIn } from '../../testing/sign-in';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, fixturePersons, testOrigin } from '../../testing/test-app';
import { TestBrowser } from '../../testing/test-browser';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const browser = new TestBrowser(t.app);
  await signIn(browser, fixturePersons.adult);
  const state = (await browser.request('GET', '/api/session')).json<{ csrfToken: string }>();
  return { browser, csrfToken: state.csrfToken };
}

describe('GET /api/session', () => {
  it('tells an anonymous visitor there is no session, with the brand’s features', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session?lang=sv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = v.parse(SessionResponseSchema, response.json());
    expect(body).toEqual({
      isSessionValid: false,
      reason: 'none',
      environment: 'development',
      features: expect.arrayContaining(['mfa', 'price-details']),
      lang: 'sv',
      authTokenTimeout: { value: 30, unit: 'minutes' },
    });
  });

  it('gives a signed-in person the whole session state', async () => {
    const { browser } = await signedIn();
    const body = v.parse(SessionResponseSchema, (await browser.request('GET', '/api/session')).json());
    expect(body).toMatchObject({ isSessionValid: true, sessionScope: 'default', environment: 'development' });
  });

  it('answers a language outside fi, sv and en with a validation error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session?lang=de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'ValidationError', details: [{ path: 'lang', message: expect.any(String) }] });
  });

  it('clears a cookie that names no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: 'portal_session=forged' } });
    expect(response.json()).toMatchObject({ isSessionValid: false, reason: 'none' });
    expect(String(response.headers['set-cookie'])).toMatch(/portal_session=;/);
  });
});

describe('session timeouts', () => {
  afterEach(() => {
    t.clock.now = new Date();
  });

  it('ends a session left idle longer than the idle timeout and says so', async () => {
    const { browser } = await signedIn();
    t.clock.now = new Date(Date.now() + 31 * 60_000);
    const body = (await browser.request('GET', '/api/session')).json();
    expect(body).toMatchObject({ isSessionValid: false, reason: 'expired' });
  });

  it('keeps a session in use alive past the idle timeout', async () => {
    const { browser } = await signedIn();
    for (const minutes of [20, 40, 60]) {
      t.clock.now = new Date(Date.now() + minutes * 60_000);
      expect((await browser.request('GET', '/api/session')).json()).toMatchObject({ isSessionValid: true });
    }
  });

  it('ends even a session in use at the absolute timeout', async () => {
    const { browser } = await signedIn();
    for (let minutes = 25; minutes < 480; minutes += 25) {
      t.clock.now = new Date(Date.now() + minutes * 60_000);
      expect((await browser.request('GET', '/api/session')).json()).toMatchObject({ isSessionValid: true });
    }
    t.clock.now = new Date(Date.now() + 481 * 60_000);
    expect((await browser.request('GET', '/api/session')).json()).toMatchObject({ isSessionValid: false, reason: 'expired' });
  });

  it('counts only API calls as use: requests outside /api neither look the session up nor keep it alive', async () => {
    const { browser } = await signedIn();
    t.clock.now = new Date(Date.now() + 20 * 60_000);
    for (const url of ['/healthz', '/oauth/authenticate?method=none', '/no-such-file.js']) {
      const response = await browser.request('GET', url);
      expect(response.headers['x-session-expires']).toBeUndefined();
    }
    t.clock.now = new Date(Date.now() + 35 * 60_000);
    expect((await browser.request('GET', '/api/session')).json()).toMatchObject({ isSessionValid: false, reason: 'expired' });
  });

  it('reports sessionExpires as the idle expiry', async () => {
    const { browser } = await signedIn();
    const body = (await browser.request('GET', '/api/session')).json<{ sessionExpires: string }>();
    const minutesLeft = (Date.parse(body.sessionExpires) - t.clock.now.getTime()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });
});

describe('POST /api/logout: session, csrf token and origin', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout?csrfToken=x', headers: { origin: testOrigin } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'Unauthorized' });
  });

  it('answers 403 without the csrf token', async () => {
    const { browser } = await signedIn();
    const response = await browser.request('POST', '/api/logout');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
  });

  it('answers 403 with a wrong csrf token', async () => {
    const { browser, csrfToken } = await signedIn();
    const response = await browser.request('POST', `/api/logout?csrfToken=${csrfToken.slice(0, -1)}x`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
  });

  it('answers 403 to another origin even with the right token', async () => {
    const { browser, csrfToken } = await signedIn();
    const response = await browser.request('POST', `/api/logout?csrfToken=${csrfToken}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'Forbidden', reason: 'origin' });
  });

  it('answers 403 to a state change without an Origin header', async () => {
    const { browser, csrfToken } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/logout?csrfToken=${csrfToken}`,
      headers: { cookie: browser.cookieHeader() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('ends a session that has run out but could still be renewed with an SMS code', async () => {
    const { browser, csrfToken } = await signedIn();
    const signedInAt = t.clock.now;
    try {
      t.clock.now = new Date(signedInAt.getTime() + 31 * 60_000);
      const cookie = browser.cookieHeader();
      const stateOf = async () => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json<{ reason?: string }>().reason;
      expect(await stateOf()).toBe('expired');
      expect((await browser.request('POST', `/api/logout?csrfToken=${csrfToken.slice(0, -1)}x`)).statusCode).toBe(403);
      const response = await browser.request('POST', `/api/logout?csrfToken=${csrfToken}`);
      expect(response.statusCode).toBe(204);
      expect(browser.cookies.has('portal_session')).toBe(false);
      // Gone on the server: the cookie names nothing now, not a session an SMS code could renew.
      expect(await stateOf()).toBe('none');
    } finally {
      t.clock.now = signedInAt;
    }
  });

  it('ends the session on the server: the old cookie no longer works', async () => {
    const { browser, csrfToken } = await signedIn();
    const cookie = browser.cookieHeader();
    const response = await browser.request('POST', `/api/logout?csrfToken=${csrfToken}`);
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.has('portal_session')).toBe(false);
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/logout?csrfToken=${csrfToken}`,
      headers: { cookie, origin: testOrigin },
    });
    expect(replay.statusCode).toBe(401);
    const state = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(state.json()).toMatchObject({ isSessionValid: false, reason: 'none' });
  });
});
