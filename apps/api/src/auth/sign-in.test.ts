import { SessionResponseSchema } from '@portal/shared/contracts';
import * as v from 'valibot';
import { sessions } from '../db/schema';
import type { TestApp } from '../testing/test-app';
import { createTestApp, fixturePersons } from '../testing/test-app';
import { TestBrowser, locationOf } from '../testing/test-browser';
import { signIn } from '../testing/sign-in';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(sessions);
});

async function sessionOf(browser: TestBrowser) {
  const response = await browser.request('GET', '/api/session?lang=en');
  expect(response.statusCode).toBe(200);
  return v.parse(SessionResponseSchema, response.json());
}

describe('strong sign-in through the development identity provider', () => {
  it('signs a person in and returns to next', async () => {
    const browser = new TestBrowser(t.app);
    const callback = await signIn(browser, { ...fixturePersons.adult, next: '/en/appointments?x=1' });
    expect(callback.statusCode).toBe(302);
    expect(locationOf(callback)).toBe('/en/appointments?x=1');
    const session = await sessionOf(browser);
    expect(session).toMatchObject({
      isSessionValid: true,
      healthCareType: 'occupational',
      lang: 'en',
      user: { firstName: 'Maija', lastName: 'Testinen', isRegistered: true, actingFor: null },
    });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser(t.app);
    const callback = await signIn(browser, fixturePersons.adult);
    const cookie = (callback.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string; path?: string }>).find(
      (c) => c.name === 'portal_session',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
