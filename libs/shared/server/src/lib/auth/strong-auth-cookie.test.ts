import { signIn } from '../../testing/sign-in';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, fixturePersons, testConfig } from '../../testing/test-app';
import { TestBrowser } from '../../testing/test-browser';
import { strongAuthCookieOptions } from './routes';

interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  secure?: boolean;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the strong-auth cookie', () => {
  it('is set at the sign-in callback with the identification method, readable by the portal for five minutes', async () => {
    const callback = await signIn(new TestBrowser(t.app), { ...fixturePersons.adult, acr: 'op' });
    const cookie = (callback.cookies as SetCookie[]).find((c) => c.name === 'portal_strong_auth');
    expect(cookie).toEqual({ name: 'portal_strong_auth', value: 'op', sameSite: 'Lax', path: '/', maxAge: 300 });
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();
  });

  it('is not set where no sign-in completed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/callback?code=x&state=y' });
    expect((response.cookies as SetCookie[]).map((c) => c.name)).not.toContain('portal_strong_auth');
  });
});

describe('the strong-auth cookie in production', () => {
  it('is Secure and still readable by the portal', () => {
    const production = testConfig({ PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's' });
    expect(strongAuthCookieOptions(production)).toEqual({ httpOnly: false, sameSite: 'lax', secure: true, path: '/', maxAge: 300 });
  });
});
