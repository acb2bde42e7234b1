import { loginTransactions, oidcPayloads, rateLimitCounters, sessions } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import type { TestApp } from '../testing';
import { createTestApp, signIn, TestBrowser } from '../testing';
import type { IdentifiedClaims, OidcClient } from './auth/oidc-client';
import { SIGN_IN_START_LIMIT } from './auth/routes';
import type { DomainPlugin } from './domain-plugin';
import type { PurgeTask } from './purge';
import { schedulePurge } from './purge';
import { createSessionStore } from './sessions/session-store';

/** A route that says which address the server takes for the client: the key of every per-address limit. */
const whoAmI: DomainPlugin = async (app) => {
  app.get('/api/test/client-address', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
};

describe('the client address (TRUST_PROXY)', () => {
  const ipOf = async (t: TestApp, remoteAddress: string, forwarded?: string) => {
    const response = await t.app.inject({
      url: '/api/test/client-address',
      remoteAddress,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    return (response.json() as { ip: string }).ip;
  };

  it('is the socket address by default, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp({ domains: [whoAmI] });
    try {
      expect(await ipOf(t, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
      expect(await ipOf(t, '203.0.113.5', '198.51.100.2, 198.51.100.3')).toBe('203.0.113.5');
    } finally {
      await t.close();
    }
  });

  it('believes only the trusted hops: a spoofed left-most entry never chooses the key', async () => {
    const t = await createTestApp({ domains: [whoAmI], env: { TRUST_PROXY: '1' } });
    try {
      // The load balancer (10.0.0.1) appends the address it saw; whatever the client wrote stays to the left.
      expect(await ipOf(t, '10.0.0.1', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
      expect(await ipOf(t, '10.0.0.1', '198.51.100.9, 203.0.113.5')).toBe('203.0.113.5');
    } finally {
      await t.close();
    }
    const listed = await createTestApp({ domains: [whoAmI], env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      expect(await ipOf(listed, '10.0.0.1', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
      // A client that is not a listed proxy is taken at its word no further than its socket.
      expect(await ipOf(listed, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    } finally {
      await listed.close();
    }
  });

  it('keeps a per-address limit when the header changes on every attempt', async () => {
    const t = await createTestApp();
    try {
      const start = (n: number) =>
        t.app.inject({
          url: '/oauth/authenticate?lang=fi&acr_values=nordea',
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': `198.51.100.${n % 250}` },
        });
      for (let n = 0; n < SIGN_IN_START_LIMIT.limit; n++) {
        expect(String((await start(n)).headers.location)).toContain('/dev-idp/');
      }
      expect(String((await start(SIGN_IN_START_LIMIT.limit)).headers.location)).toBe('/fi/asiointipolku?error=unknown');
      const elsewhere = await t.app.inject({ url: '/oauth/authenticate?lang=fi', remoteAddress: '203.0.113.6' });
      expect(String(elsewhere.headers.location)).toContain('/dev-idp/');
    } finally {
      await t.close();
    }
  });
});

describe('/api bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (contentType: string | undefined, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/anon/check-in',
      headers: { origin: t.config.publicOrigin, ...(contentType ? { 'content-type': contentType } : {}) },
      payload,
    });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'appointmentId=abc&ssnEndPart=123A'],
    ['plain text', 'text/plain', '{"appointmentId":"abc"}'],
    ['a multipart body', 'multipart/form-data; boundary=x', '--x--'],
    ['no content type', undefined, '{"appointmentId":"abc"}'],
  ])('answers %s with 415', async (_what, contentType, payload) => {
    const response = await post(contentType, payload);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ type: 'UnsupportedMediaType' });
  });

  it('takes JSON, with or without a charset', async () => {
    expect((await post('application/json', '{}')).statusCode).not.toBe(415);
    expect((await post('application/json; charset=utf-8', '{}')).statusCode).not.toBe(415);
  });

  it('lets a state change without a body through (log-out)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin: t.config.publicOrigin } });
    expect(response.statusCode).not.toBe(415);
  });
});

describe('the identification level', () => {
  /** An identity provider that identifies everyone as the adult fixture person, at the level the test sets. */
  function identityProvider(acr: () => string | undefined): OidcClient {
    return {
      authorizationRequest: async () => ({ url: 'https://idp.test/authorize', codeVerifier: 'v', state: 's', nonce: 'n' }),
      complete: async (): Promise<IdentifiedClaims> => ({ ssn: '150585-901P', firstName: 'Maija', lastName: 'Testinen', acr: acr() }),
    };
  }

  let acr: string | undefined;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ identification: identityProvider(() => acr) });
  });
  afterAll(() => t.close());

  async function signInAt(level: string | undefined, requested = 'nordea') {
    acr = level;
    const browser = new TestBrowser(t.app);
    await browser.request('GET', `/oauth/authenticate?lang=en&acr_values=${requested}`);
    const callback = await browser.request('GET', '/oauth/callback?code=c&state=s');
    const stored = await t.database.db.select().from(sessions);
    await t.database.db.delete(sessions);
    return { location: String(callback.headers.location), session: stored[0], cookies: browser.cookies };
  }

  it.each([
    ['no acr at all', undefined],
    ['a level below substantial', 'http://ftn.ficora.fi/2017/loa1'],
    ['a method the login page does not offer', 'sms-otp'],
    ['another bank than the one chosen', 'op'],
  ])('refuses %s: no session, the transaction path with an error', async (_what, level) => {
    const { location, session, cookies } = await signInAt(level);
    expect(location).toBe('/en/transaction-path?error=unknown');
    expect(session).toBeUndefined();
    expect(cookies.has('portal_session')).toBe(false);
  });

  it('records what the ID token says, not what was asked', async () => {
    expect((await signInAt('nordea')).session?.identificationMethod).toBe('nordea');
    expect((await signInAt('http://ftn.ficora.fi/2017/loa3')).session?.identificationMethod).toBe('http://ftn.ficora.fi/2017/loa3');
  });

  it('holds for the bundled identity provider too: its ID token names the chosen method', async () => {
    const bundled = await createTestApp();
    try {
      const browser = new TestBrowser(bundled.app);
      await signIn(browser, { ssn: '150585-901P', acr: 'danskebank' });
      const [session] = await bundled.database.db.select().from(sessions);
      expect(session?.identificationMethod).toBe('danskebank');
    } finally {
      await bundled.close();
    }
  });
});

describe.each(testDatabases)('purging expired rows on $name', ({ open }) => {
  it('removes what has run out and keeps the rest', async () => {
    const t = await createTestApp({ database: await open() });
    try {
      const now = new Date();
      t.clock.now = now;
      const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      const store = createSessionStore(t.database.db, t.config.session, () => t.clock.now);
      // A session that ran out two days ago, and one in use.
      t.clock.now = ago(2 * 24 * 60);
      await store.create({ personId: t.personIds.adult, actingForId: null, sessionScope: 'default', lang: 'fi', identificationMethod: 'nordea' });
      t.clock.now = now;
      await store.create({ personId: t.personIds.adult, actingForId: null, sessionScope: 'default', lang: 'fi', identificationMethod: 'nordea' });
      const transaction = { codeVerifier: 'v', state: 's', nonce: 'n', next: '/fi', lang: 'fi', mode: 'self', sessionScope: 'default' } as const;
      await t.database.db.insert(loginTransactions).values([
        { ...transaction, id: 'abandoned', createdAt: ago(16) },
        { ...transaction, id: 'under-way', createdAt: ago(1) },
      ]);
      await t.database.db.insert(rateLimitCounters).values([
        { keyHash: 'ended', windowStart: ago(30), count: 3, expiresAt: ago(15) },
        { keyHash: 'current', windowStart: ago(5), count: 3, expiresAt: ago(-10) },
      ]);
      await t.database.db.insert(oidcPayloads).values([
        { id: 'old', kind: 'Interaction', payload: '{}', expiresAt: ago(1) },
        { id: 'new', kind: 'Interaction', payload: '{}', expiresAt: ago(-10) },
      ]);

      expect(await t.app.purgeExpired()).toEqual({ sessions: 1, loginTransactions: 1, rateLimitCounters: 1, storedObjects: 0, idempotentRequests: 0, accessLog: 0, identityProviderRecords: 1 });
      expect((await t.database.db.select().from(sessions)).length).toBe(1);
      expect((await t.database.db.select().from(loginTransactions)).map((row) => row.id)).toEqual(['under-way']);
      expect((await t.database.db.select().from(rateLimitCounters)).map((row) => row.keyHash)).toEqual(['current']);
      expect((await t.database.db.select().from(oidcPayloads)).map((row) => row.id)).toEqual(['new']);
    } finally {
      await t.close();
    }
  });
});

describe('the purge schedule', () => {
  const log = { info: jest.fn(), warn: jest.fn() } as unknown as FastifyBaseLogger;
  afterEach(() => jest.useRealTimers());

  it('purges at start and then every interval, one round at a time, until stopped; a failing task does not stop the others', async () => {
    jest.useFakeTimers();
    const runs: string[] = [];
    const tasks: PurgeTask[] = [
      { name: 'failing', run: async () => Promise.reject(new Error('database away')) },
      { name: 'sessions', run: async () => (runs.push('sessions'), 2) },
    ];
    const stop = schedulePurge(tasks, log, 1000);
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['sessions']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual(['sessions', 'sessions', 'sessions']);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs.length).toBe(3);
    expect(log.warn).toHaveBeenCalledWith({ task: 'failing', err: { type: 'Error' } }, 'purge failed');
  });
});
