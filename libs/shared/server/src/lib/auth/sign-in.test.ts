import { SessionResponseSchema } from '@portal/shared/contracts';
import { accessLog, guardianships, persons, rememberedPrincipals, sessions } from '@portal/shared/db';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { signIn } from '../../testing/sign-in';
import type { TestApp } from '../../testing/test-app';
import { createTestApp, fixturePersons } from '../../testing/test-app';
import { locationOf, TestBrowser } from '../../testing/test-browser';

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
    const callback = await signIn(browser, { ...fixturePersons.adult, next: '/en/appointments?x=1', acr: 'op' });
    expect(callback.statusCode).toBe(302);
    expect(locationOf(callback)).toBe('/en/appointments?x=1');
    // The access log records the sign-in and its method, which the patient's list of sign-ins shows.
    const [row] = (await t.database.db.select().from(accessLog).orderBy(accessLog.id)).filter((entry) => entry.kind === 'sign-in').slice(-1);
    expect(row).toMatchObject({ subjectId: t.personIds.adult, actorId: t.personIds.adult, actorRole: 'self', record: 'op', route: 'GET /oauth/callback' });
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

describe('sessions at sign-in', () => {
  it('creates a fresh session and deletes the one the browser had (no fixation)', async () => {
    const browser = new TestBrowser(t.app);
    await signIn(browser, fixturePersons.adult);
    const first = browser.cookies.get('portal_session');
    await signIn(browser, fixturePersons.guardian);
    const second = browser.cookies.get('portal_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
    const stale = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `portal_session=${first}` } });
    expect(stale.json()).toMatchObject({ isSessionValid: false, reason: 'none' });
  });

  it('records a person the service did not know, without a patient record', async () => {
    const browser = new TestBrowser(t.app);
    await signIn(browser, { ssn: '111111-990R', firstName: 'Ensi', lastName: 'Kertalainen' });
    expect(await sessionOf(browser)).toMatchObject({
      isSessionValid: true,
      healthCareType: 'private',
      user: { firstName: 'Ensi', isRegistered: false },
    });
  });

  it('maps the identity code to the existing person', async () => {
    const browser = new TestBrowser(t.app);
    await signIn(browser, { ...fixturePersons.unregistered, firstName: 'Other', lastName: 'Name' });
    expect(await sessionOf(browser)).toMatchObject({ user: { firstName: 'Uusi', lastName: 'Asiakas', isRegistered: false } });
  });
});

describe('the return address', () => {
  it.each([
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript address', 'javascript:alert(1)'],
    ['a relative path without a slash', 'en/appointments'],
    ['dot segments resolving to a protocol-relative address', '/sv/..//evil.example/steal'],
  ])('goes to the front page instead of %s', async (_what, next) => {
    const browser = new TestBrowser(t.app);
    const callback = await signIn(browser, { ...fixturePersons.adult, lang: 'sv', next });
    expect(locationOf(callback)).toBe('/sv');
  });

  it('goes to the resolved path of a return address with dot segments', async () => {
    const browser = new TestBrowser(t.app);
    expect(locationOf(await signIn(browser, { ...fixturePersons.adult, lang: 'en', next: '/en/x/../invoices?page=2' }))).toBe('/en/invoices?page=2');
  });

  it('goes to the front page of the language when next is missing', async () => {
    const browser = new TestBrowser(t.app);
    expect(locationOf(await signIn(browser, { ...fixturePersons.adult, lang: 'fi' }))).toBe('/fi');
  });
});

describe('failures', () => {
  it('rejects bad authenticate parameters with a validation error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/authenticate?lang=de&acr_values=bank' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'ValidationError',
      details: expect.arrayContaining([
        expect.objectContaining({ path: 'lang' }),
        expect.objectContaining({ path: 'acr_values' }),
      ]),
    });
  });

  it('sends a callback without a sign-in in progress to the transaction path with error=unknown', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/callback?code=x&state=y' });
    expect(response.statusCode).toBe(302);
    expect(locationOf(response)).toBe('/fi/asiointipolku?error=unknown');
  });

  it('refuses a callback whose state does not match', async () => {
    const browser = new TestBrowser(t.app);
    await browser.request('GET', '/oauth/authenticate?lang=en');
    const response = await browser.request('GET', '/oauth/callback?code=forged&state=forged');
    expect(locationOf(response)).toBe('/en/transaction-path?error=unknown');
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('goes back to the front page when the person cancels at the identity provider', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.request('GET', '/oauth/authenticate?lang=sv');
    const { response: page } = await browser.follow(start);
    const action = /action="([^"]+)\/abort"/.exec(page.body)?.[1];
    let current = await browser.request('POST', `${action}/abort`);
    while (!locationOf(current).includes('/oauth/callback')) current = await browser.request('GET', locationOf(current));
    const callback = await browser.request('GET', locationOf(current));
    expect(locationOf(callback)).toBe('/sv');
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('shows the identity provider page again for an invalid identity code', async () => {
    const browser = new TestBrowser(t.app);
    const { response: page } = await browser.follow(await browser.request('GET', '/oauth/authenticate?lang=fi'));
    const action = /action="([^"]+)\/login"/.exec(page.body)?.[1];
    const again = await browser.request('POST', `${action}/login`, { form: { ssn: '010101-1234' } });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Tarkista henkilötunnus.');
  });
});

describe('mandate sign-in (acting for a child) through the e-Authorizations stand-in', () => {
  /** The stand-in's selection page, as the API sends the browser there after the guardian's identification. */
  async function selectionPage(browser: TestBrowser, lang: 'fi' | 'en' = 'en') {
    const callback = await signIn(browser, { ...fixturePersons.guardian, mode: 'mandate', next: `/${lang}/vaccinations`, lang });
    const location = new URL(locationOf(callback));
    expect(`${location.origin}${location.pathname}`).toBe('http://portal.test/valtuudet-stand-in/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe('http://portal.test/oauth/mandate');
    const page = await browser.request('GET', `${location.pathname}${location.search}`);
    expect(page.statusCode).toBe(200);
    return page;
  }

  /** Chooses a person on the selection page, as its button or the other-person form does, and follows the service back to the API. */
  async function choose(browser: TestBrowser, childSsn: string) {
    const page = await selectionPage(browser);
    const form = /<form method="post" action="([^"]+)">((?:<input type="hidden"[^>]*>)+)/.exec(page.body);
    if (!form?.[1] || !form[2]) throw new Error('no selection form');
    const fields = Object.fromEntries([...form[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value.replaceAll('&amp;', '&')]));
    const chosen = await browser.request('POST', form[1], { form: { ...fields, ssn: childSsn } });
    expect(chosen.statusCode).toBe(303);
    const back = new URL(locationOf(chosen));
    expect(back.pathname).toBe('/oauth/mandate');
    return { page, answer: await browser.request('GET', `${back.pathname}${back.search}`) };
  }

  it('lets a guardian act for a child aged 11 or younger, and remembers whom they may switch to', async () => {
    const browser = new TestBrowser(t.app);
    const { page, answer } = await choose(browser, fixturePersons.child8.ssn);
    expect(page.body).toContain('Aino Huoltaja');
    expect(page.body).toContain('Eetu Huoltaja');
    expect(locationOf(answer)).toBe('/en/vaccinations');
    expect(await sessionOf(browser)).toMatchObject({
      isSessionValid: true,
      user: { firstName: 'Ville', actingFor: { firstName: 'Aino', lastName: 'Huoltaja' } },
    });
    const [session] = await t.database.db.select().from(sessions);
    expect(session).toMatchObject({ personId: t.personIds.guardian, actingForId: t.personIds.child8, mayActFor: [t.personIds.child8] });
    // The access log records the sign-in as the guardian's for the child, by the guardian's method.
    const [row] = (await t.database.db.select().from(accessLog).orderBy(accessLog.id)).filter((entry) => entry.kind === 'sign-in').slice(-1);
    expect(row).toMatchObject({ subjectId: t.personIds.child8, actorId: t.personIds.guardian, actorRole: 'guardian', record: 'nordea', route: 'GET /oauth/mandate' });
  });

  it('refuses a child aged 12 or older with error=disallowed', async () => {
    const browser = new TestBrowser(t.app);
    const { answer } = await choose(browser, fixturePersons.child13.ssn);
    expect(locationOf(answer)).toBe('/en/transaction-path?error=disallowed');
    expect(browser.cookies.has('portal_session')).toBe(false);
    expect(await sessionOf(browser)).toMatchObject({ isSessionValid: false });
  });

  it('refuses a person who is not in the guardian’s care', async () => {
    const browser = new TestBrowser(t.app);
    const { answer } = await choose(browser, fixturePersons.adult.ssn);
    expect(locationOf(answer)).toBe('/en/transaction-path?error=disallowed');
  });

  it('goes back to the front page when the guardian cancels the choice', async () => {
    const browser = new TestBrowser(t.app);
    await selectionPage(browser);
    const answer = await browser.request('GET', '/oauth/mandate?error=access_denied');
    expect(locationOf(answer)).toBe('/en');
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  it('cannot be completed without the guardian’s identification, nor with a forged code', async () => {
    expect(locationOf(await new TestBrowser(t.app).request('GET', '/oauth/mandate?code=forged'))).toBe('/fi/asiointipolku?error=unknown');
    const browser = new TestBrowser(t.app);
    await selectionPage(browser);
    expect(locationOf(await browser.request('GET', '/oauth/mandate?code=forged'))).toBe('/en/transaction-path?error=unknown');
    expect(browser.cookies.has('portal_session')).toBe(false);
  });

  describe('switching whom the session acts for, without a new sign-in', () => {
    const switchTo = (browser: TestBrowser, csrfToken: string, personId: number | null) =>
      browser.request('POST', `/api/session/acting-for?csrfToken=${csrfToken}`, { json: { personId }, headers: { origin: 'http://portal.test' } });

    it('goes to the guardian’s own data and back to the child, asking the service again each time', async () => {
      const browser = new TestBrowser(t.app);
      await choose(browser, fixturePersons.child8.ssn);
      const before = await sessionOf(browser);
      const csrfToken = before.isSessionValid ? before.csrfToken : '';
      expect((await switchTo(browser, csrfToken, null)).statusCode).toBe(200);
      expect(await sessionOf(browser)).toMatchObject({ user: { firstName: 'Ville', actingFor: null } });
      expect((await switchTo(browser, csrfToken, t.personIds.child8)).json()).toEqual({ type: 'success' });
      expect(await sessionOf(browser)).toMatchObject({ user: { actingFor: { firstName: 'Aino' } } });
      // Someone not allowed at sign-in: refused, and the session stays as it was.
      const refused = await switchTo(browser, csrfToken, t.personIds.child13);
      expect([refused.statusCode, refused.json()]).toEqual([403, { type: 'Forbidden', reason: 'not-allowed' }]);
      expect(await sessionOf(browser)).toMatchObject({ user: { actingFor: { firstName: 'Aino' } } });
    });

    it('is refused when the service no longer allows it (the guardianship ended)', async () => {
      const browser = new TestBrowser(t.app);
      await choose(browser, fixturePersons.child8.ssn);
      const state = await sessionOf(browser);
      const csrfToken = state.isSessionValid ? state.csrfToken : '';
      expect((await switchTo(browser, csrfToken, null)).statusCode).toBe(200);
      await t.database.db.delete(guardianships).where(and(eq(guardianships.guardianId, t.personIds.guardian), eq(guardianships.childId, t.personIds.child8)));
      try {
        expect((await switchTo(browser, csrfToken, t.personIds.child8)).statusCode).toBe(403);
        expect(await sessionOf(browser)).toMatchObject({ user: { actingFor: null } });
      } finally {
        await t.database.db.insert(guardianships).values({ guardianId: t.personIds.guardian, childId: t.personIds.child8 });
      }
    });

    it('needs the session’s csrf token and a signed-in person', async () => {
      const browser = new TestBrowser(t.app);
      await choose(browser, fixturePersons.child8.ssn);
      expect((await switchTo(browser, 'wrong', null)).statusCode).toBe(403);
      expect((await switchTo(new TestBrowser(t.app), 'x', null)).statusCode).toBe(401);
    });
  });

  it('holds every child chosen at a sign-in that the service still allows, asking again for those of earlier sign-ins, and forgets one it refuses', async () => {
    const [younger] = await t.database.db.insert(persons).values({ ssn: '010120A907V', firstName: 'Pikku', lastName: 'Huoltaja', birthDate: '2020-01-01' }).returning({ id: persons.id });
    const youngerId = younger?.id ?? 0;
    await t.database.db.insert(guardianships).values({ guardianId: t.personIds.guardian, childId: youngerId });
    const mayActForOf = async (browser: TestBrowser) => {
      const state = await sessionOf(browser);
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.csrfToken, state.isSessionValid ? state.csrfToken : ''));
      return session?.mayActFor;
    };
    try {
      const first = new TestBrowser(t.app);
      await choose(first, fixturePersons.child8.ssn);
      // Chosen the next time: the earlier child, asked again, is in the family too.
      const second = new TestBrowser(t.app);
      await choose(second, '010120A907V');
      expect(await mayActForOf(second)).toEqual([youngerId, t.personIds.child8]);
      expect(await sessionOf(second)).toMatchObject({ user: { actingFor: { firstName: 'Pikku' } } });

      // The guardianship ends: the service refuses the earlier child, who is forgotten.
      await t.database.db.delete(guardianships).where(and(eq(guardianships.guardianId, t.personIds.guardian), eq(guardianships.childId, t.personIds.child8)));
      const third = new TestBrowser(t.app);
      await choose(third, '010120A907V');
      expect(await mayActForOf(third)).toEqual([youngerId]);
      expect((await t.database.db.select().from(rememberedPrincipals).where(eq(rememberedPrincipals.guardianId, t.personIds.guardian))).map((row) => row.childId)).toEqual([youngerId]);
    } finally {
      await t.database.db.insert(guardianships).values({ guardianId: t.personIds.guardian, childId: t.personIds.child8 }).onConflictDoNothing();
      await t.database.db.delete(rememberedPrincipals);
      await t.database.db.delete(persons).where(eq(persons.id, youngerId));
    }
  });
});
