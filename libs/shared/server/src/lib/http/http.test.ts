import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
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
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
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
      const log = lines.join('\n');
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
});

describe('production mode', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({
      env: {
        PORTAL_ENVIRONMENT: 'production',
        PORTAL_DIST: root,
        OIDC_ISSUER: 'https://idp.example',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
  });
  afterAll(() => t.close());

  it('serves hashed assets with a year-long cache', async () => {
    const response = await t.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers app routes with index.html, revalidated', async () => {
    const response = await t.app.inject({ url: '/fi/ajanvaraukset/12', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the root address with index.html', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
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

  it('clears a stale session cookie with the __Host- prefix, Secure', async () => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie: '__Host-portal_session=old' } });
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-portal_session=;.*Path=\/.*HttpOnly.*Secure.*SameSite=Lax/);
  });
});
