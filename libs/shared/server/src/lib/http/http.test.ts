import { persons } from '@portal/shared/db';
import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { DomainPlugin } from '../domain-plugin';
import { withConfig } from '../domain-plugin';
import { signIn } from '../../testing/sign-in';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, fixturePersons } from '../../testing/test-app';
import { TestBrowser } from '../../testing/test-browser';

describe('health, errors and headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API address with JSON 404', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'NotFound' });
  });

  it('answers unparseable JSON with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json', origin: t.config.publicOrigin },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'BadRequest' });
  });

  it('sends the security headers: a CSP without inline scripts, nosniff, referrer policy, no framing', async () => {
    const response = await t.app.inject('/api/session');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The development stand-in's provider forms post to our own origin, and nothing else may be posted to.
    expect(csp).toMatch(/form-action 'self' [^ ;]+(;|$)/);
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('denies powerful browser features on every answer, errors included', async () => {
    const answers = [
      await t.app.inject('/api/session'),
      await t.app.inject('/healthz'),
      await t.app.inject('/api/nothing-here'),
      await t.app.inject({ url: '/fi/ajanvaraukset', headers: { accept: 'text/html' } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'content-type': 'application/json', origin: t.config.publicOrigin },
        payload: '{"broken',
      }),
      // Refused by an onRequest hook that runs before the security headers' own.
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { 'content-type': 'text/plain', origin: t.config.publicOrigin },
        payload: 'x',
      }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 404, 404, 400, 415]);
    for (const response of answers) {
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'publickey-credentials-get', 'browsing-topics']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // Nothing is allowed to anyone: every feature listed has the empty allowlist.
      expect(policy.split(', ').every((entry) => entry.endsWith('=()'))).toBe(true);
    }
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const own = await t.app.inject('/healthz');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('when the database is unreachable', () => {
  it('answers 503', async () => {
    const t = await createTestApp();
    await t.database.close();
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);
    const response = await t.app.inject({ url: '/api/session', headers: { cookie: 'portal_session=anything' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ type: 'ServiceUnavailable' });
    await t.app.close();
  });
});

describe('JSON-only /api', () => {
  /** Sends `request` as raw bytes over a real socket and gives the status line's code. */
  async function rawStatus(port: number, request: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    });
  }

  it('refuses a form body on /api however the request line names the address, the absolute form included', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const form = 'ssnEndPart=902P&appointmentId=x';
      const post = (target: string) =>
        [
          `POST ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Origin: ${t.config.publicOrigin}`,
          'Content-Type: application/x-www-form-urlencoded',
          `Content-Length: ${form.length}`,
          'Connection: close',
          '',
          form,
        ].join('\r\n');
      expect(await rawStatus(port, post('/api/logout'))).toBe(415);
      expect(await rawStatus(port, post(`http://127.0.0.1:${port}/api/logout`))).toBe(415);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('carry request ids and no personal data through a whole sign-in', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logging: stream });
    try {
      const browser = new TestBrowser(t.app);
      await signIn(browser, { ...fixturePersons.guardian, mode: 'mandate' });
      await browser.request('POST', '/oauth/mandate', { form: { ssn: fixturePersons.child8.ssn } });
      await browser.request('GET', '/api/session');
      // Addresses no route matches are logged as typed but for the personal data in them.
      await browser.request('GET', `/api/patients/${fixturePersons.guardian.ssn}`);
      await browser.request('GET', `/fi/henkilot/${encodeURIComponent(fixturePersons.child8.ssn)}/tiedot`);
      const log = lines.join('\n');
      expect(log).toContain('/api/patients/:personal');
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.every((line) => 'reqId' in (JSON.parse(line) as object) || !line.includes('"req"'))).toBe(true);
      for (const secret of [
        fixturePersons.guardian.ssn,
        fixturePersons.child8.ssn,
        fixturePersons.guardian.firstName,
        fixturePersons.guardian.lastName,
        fixturePersons.child8.firstName,
        'csrfToken=',
        'portal_session=',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });

  function collect(): { stream: PassThrough; lines: string[] } {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    return { stream, lines };
  }

  describe('of a failed query', () => {
    // Routes whose queries fail with values as parameters: a name, a street address, an arrival reason.
    const failingQueries: DomainPlugin = async (app, { db }) => {
      const open = { config: { access: 'public' as const } };
      app.get('/api/test/duplicate-person', open, async () => {
        await db.insert(persons).values({ ssn: fixturePersons.adult.ssn, firstName: 'Kurkkukipu', lastName: 'Mannerheimintie 5', birthDate: '1985-05-15' });
      });
      app.get('/api/test/missing-name', open, async () => {
        await db.insert(persons).values({ ssn: '020202A9021', firstName: null as unknown as string, lastName: 'Mannerheimintie 5', birthDate: '2002-02-02' });
      });
      app.get('/api/test/bad-cast', open, async () => {
        await db.execute(sql`select ${'Särkee kovasti kolme päivää'}::integer`);
      });
    };

    it.each(['info', 'debug'])('leaves its parameters and values out of the log at %s', async (level) => {
      const { stream, lines } = collect();
      const t = await createTestApp({ env: { LOG_LEVEL: level }, logging: stream, domains: [failingQueries] });
      try {
        for (const url of ['/api/test/duplicate-person', '/api/test/missing-name', '/api/test/bad-cast']) {
          const response = await t.app.inject(url);
          expect(response.statusCode).toBe(500);
          expect(response.json()).toEqual({ type: 'InternalServerError' });
        }
        const log = lines.join('\n');
        for (const value of ['Kurkkukipu', 'Mannerheimintie', 'Särkee', fixturePersons.adult.ssn, 'params', 'Failed query', 'Failing row', 'insert into']) {
          expect(log).not.toContain(value);
        }
        // What is left to go on: the error's type, the SQLSTATE and the names of what refused.
        const failures = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).filter((entry) => entry.msg === 'request failed');
        expect(failures.map((entry) => entry.err)).toEqual([
          expect.objectContaining({ type: 'DrizzleQueryError', code: '23505', constraint: 'persons_ssn_idx', table: 'persons' }),
          expect.objectContaining({ type: 'DrizzleQueryError', code: '23502', table: 'persons', column: 'first_name' }),
          expect.objectContaining({ type: 'DrizzleQueryError', code: '22P02' }),
        ]);
      } finally {
        await t.close();
      }
    });
  });

  describe('of anonymous appointment links', () => {
    const linkId = 'Zq8RfT2mXc4VbN7kLp1sYd9W';
    const encodedLink = Buffer.from(`4711_${linkId}`).toString('base64url');
    // Stands in for the appointments domain's route (this library may not import it).
    const anonymousAppointments: DomainPlugin = async (app) => {
      app.get('/api/anon/appointments/:linkId', { config: { access: 'public' } }, async (_request, reply) => reply.code(404).send({ type: 'NotFound' }));
    };

    it.each(['info', 'debug'])('never carry the link id at %s', async (level) => {
      const { stream, lines } = collect();
      const t = await createTestApp({ env: { LOG_LEVEL: level }, logging: stream, domains: [anonymousAppointments] });
      try {
        await t.app.inject(`/api/anon/appointments/${linkId}`);
        await t.app.inject(`/api/anon/appointments/${linkId}/extra`);
        await t.app.inject({ url: `/en/appointment/${linkId}`, headers: { accept: 'text/html' } });
        await t.app.inject({ url: `/fi/ajanvaraus/${encodedLink}?lang=fi`, headers: { accept: 'text/html' } });
        const log = lines.join('\n');
        expect(lines.length).toBeGreaterThanOrEqual(8);
        expect(log).not.toContain(linkId);
        expect(log).not.toContain(encodedLink);
        const paths = lines.map((line) => (JSON.parse(line) as { req?: { path: string } }).req?.path).filter(Boolean);
        expect(paths).toEqual([
          '/api/anon/appointments/:linkId',
          '/api/anon/appointments/:token/extra',
          '/en/appointment/:token',
          '/fi/ajanvaraus/:token',
        ]);
      } finally {
        await t.close();
      }
    });
  });
});

/** A domain whose pages post forms to outside providers and show their logos (as the invoices' pay page does with Paytrail). */
const providersPage = withConfig(async () => undefined, [], { contentSecurity: () => ({ formAction: ['https:'], imgSrc: ['https://images.provider.example'] }) });

describe('production mode', () => {
  let t: TestApp;
  let root: string;
  const indexHtml = '<!doctype html><title>Portal</title>';
  const frontPageHtml = '<!doctype html><html lang="fi"><title>Front page preloads</title>';
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), indexHtml);
    // The English page; this build has none in Swedish, whose addresses get index.html.
    writeFileSync(path.join(root, 'index.en.html'), '<!doctype html><html lang="en"><title>Portal</title>');
    // A landing page's own page (apps/portal/vite/language-pages.ts), by its address.
    mkdirSync(path.join(root, 'pages', 'en', 'booking'), { recursive: true });
    writeFileSync(path.join(root, 'pages', 'en', 'login.html'), '<!doctype html><html lang="en"><title>Login preloads</title>');
    writeFileSync(path.join(root, 'pages', 'en', 'booking', 'private-customer.html'), '<!doctype html><html lang="en"><title>List preloads</title>');
    writeFileSync(path.join(root, 'pages', 'fi.html'), frontPageHtml);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"index.html":{}}');
    // The build's siblings (apps/portal/vite/precompress.ts).
    const texts: Record<string, string> = { 'index.html': indexHtml, 'pages/fi.html': frontPageHtml, 'assets/index-abc123.js': 'console.log(1)' };
    for (const [file, text] of Object.entries(texts)) {
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(text));
    }
    t = await createTestApp({
      env: {
        PORTAL_ENVIRONMENT: 'production',
        PORTAL_DIST: root,
        OIDC_ISSUER: 'https://idp.example',
        OIDC_CLIENT_SECRET: 'secret',
        CONTENT_IMAGES_ORIGIN: 'https://images.kajo.example/portraits/',
      },
      domains: [providersPage],
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the build’s own records to itself', async () => {
    const response = await t.app.inject({ url: '/.vite/manifest.json', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('index.html');
  });

  it('serves hashed assets with a year-long cache', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/INDEX-abc123.js', '/assets/index-abc124.js', '/assets/../.vite/manifest.json', '/assets/%2e%2e/.vite/manifest.json'])(
    'serves no file but the build’s own, by its own spelling: %s is not found',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('console.log');
      expect(response.body).not.toContain('index.html');
    },
  );

  it('answers HEAD for a file as GET, without the body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('');
  });

  it('answers app routes with index.html, revalidated', async () => {
    const response = await t.app.inject({ url: '/fi/ajanvaraukset/12', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/en', 'lang="en"'],
    ['/en/appointments/12?tab=past', 'lang="en"'],
    ['/en?next=%2Fen', 'lang="en"'],
    ['/sv/tidsbokningar', indexHtml],
    ['/english', indexHtml],
    ['/fi/en', indexHtml],
    // A landing page's own page, by the whole address; beneath it, the language's page.
    ['/en/login', 'Login preloads'],
    ['/en/login?nextPath=%2Fen%2Finvoices', 'Login preloads'],
    ['/en/login/', 'Login preloads'],
    ['/en/booking/private-customer?clinicIds=HKI1', 'List preloads'],
    ['/en/login/more', '<html lang="en"><title>Portal</title>'],
    ['/en/booking', '<html lang="en"><title>Portal</title>'],
    ['/sv/loggain', indexHtml],
  ])('answers %s with its landing page or the page in its language when the build has them', async (url, expected) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(expected);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/?utm_source=clinic'])('answers the root address %s with the Finnish front page’s page, where the app sends it', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(frontPageHtml);
  });

  const decoded = {
    br: (body: Buffer) => brotliDecompressSync(body).toString('utf8'),
    gzip: (body: Buffer) => gunzipSync(body).toString('utf8'),
    identity: (body: Buffer) => body.toString('utf8'),
  };

  describe.each([
    ['br', 'br, gzip'],
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['identity', 'deflate'],
  ] as const)('sends the %s form for accept-encoding %s', (encoding, acceptEncoding) => {
    const headers = (accept?: string) => ({ ...(accept ? { accept } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });

    it.each([
      ['a hashed asset', '/assets/index-abc123.js', undefined, 'console.log(1)', 'public, max-age=31536000, immutable', /javascript/],
      ['the root address', '/', 'text/html', frontPageHtml, 'no-cache', /^text\/html/],
      ['an app route', '/fi/ajanvaraukset/12', 'text/html', indexHtml, 'no-cache', /^text\/html/],
    ])('of %s', async (_what, url, accept, body, cacheControl, contentType) => {
      const response = await t.app.inject({ url, headers: headers(accept) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decoded[encoding](response.rawPayload)).toBe(body);
      expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(String(response.headers['content-type'])).toMatch(contentType);
    });
  });

  it('keeps JSON 404s for server addresses', async () => {
    const response = await t.app.inject({ url: '/api/missing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'NotFound' });
  });

  it('has no development identity provider', async () => {
    expect((await t.app.inject('/dev-idp/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('adds what a domain’s pages need to the content security policy (the pay page’s providers over https only)', async () => {
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' https:\/\/[^ ;]+ https:(;|$)/);
    expect(csp).not.toMatch(/form-action[^;]*http:/);
    // The practitioners' photos' origin (CONTENT_IMAGES_ORIGIN) beside the providers' logos.
    expect(csp).toContain("img-src 'self' data: https://images.kajo.example https://images.provider.example");
  });

  it('clears a stale session cookie with the __Host- prefix, Secure', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie: '__Host-portal_session=old' } });
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-portal_session=;.*Path=\/.*HttpOnly.*Secure.*SameSite=Lax/);
  });
});
