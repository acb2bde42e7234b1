import { createHmac } from 'node:crypto';
import type { DatabaseHandle } from '@portal/shared/db';
import { guardianships, persons } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { TEST_NOW } from '@portal/shared/util/testing';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { inProcessFetch } from '../../http/in-process-fetch';
import { fixturePersons, insertFixturePersons } from '../../../testing/test-app';
import type { ValtuudetClient } from './client';
import { createValtuudetClient, ValtuudetError } from './client';
import { checkValtuudetAuthorizationHeader, valtuudetAuthorizationHeader } from './signing';
import { registerValtuudetStandIn, VALTUUDET_STAND_IN_PREFIX, valtuudetStandInCredentials } from './stand-in';
import { expiresAfter, readStandInValue, signStandInValue } from './stand-in-values';

const minutes = (n: number) => n * 60_000;
const identityCodePattern = /\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]/i;

describe('the checksum header', () => {
  const path = '/service/hpa/user/register/abc12345/010180-9026?requestId=r1';
  const key = 'test-api-key';
  const at = new Date('2026-12-07T13:20:00.000Z');
  const credentials = { clientId: 'abc12345', apiKey: key };

  it('is BASE64(HMAC-SHA256(API key, "{path and query} {timestamp}")) after the client id and timestamp', () => {
    const independent = createHmac('sha256', key).update(`${path} 2026-12-07T13:20:00.000Z`).digest('base64');
    // Computed once more outside Node: printf '%s' "$data" | openssl dgst -sha256 -hmac test-api-key -binary | base64
    expect(independent).toBe('BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g=');
    expect(valtuudetAuthorizationHeader('abc12345', key, path, at)).toBe('abc12345 2026-12-07T13:20:00.000Z BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g=');
  });

  it('is accepted as made, and with the timestamp written with an offset', () => {
    expect(checkValtuudetAuthorizationHeader(valtuudetAuthorizationHeader('abc12345', key, path, at), credentials, path, at)).toBe(true);
    const withOffset = 'abc12345 2026-12-07T15:20:00.000+02:00 YMYE8Kae7N648b+Fvxv5EwvP7IOsXpurhCNd09G2b14=';
    expect(checkValtuudetAuthorizationHeader(withOffset, credentials, path, at)).toBe(true);
  });

  it('holds for five minutes either way, and not six', () => {
    const header = valtuudetAuthorizationHeader('abc12345', key, path, at);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path, new Date(at.getTime() + minutes(5)))).toBe(true);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path, new Date(at.getTime() - minutes(5)))).toBe(true);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path, new Date(at.getTime() + minutes(6)))).toBe(false);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path, new Date(at.getTime() - minutes(6)))).toBe(false);
  });

  it('is refused with another key, another client, another address or query', () => {
    expect(checkValtuudetAuthorizationHeader(valtuudetAuthorizationHeader('abc12345', 'other-key', path, at), credentials, path, at)).toBe(false);
    expect(checkValtuudetAuthorizationHeader(valtuudetAuthorizationHeader('other', key, path, at), credentials, path, at)).toBe(false);
    expect(checkValtuudetAuthorizationHeader(valtuudetAuthorizationHeader('other', key, path, at), { clientId: 'other', apiKey: key }, path, at)).toBe(true);
    const header = valtuudetAuthorizationHeader('abc12345', key, path, at);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path.replace('r1', 'r2'), at)).toBe(false);
    expect(checkValtuudetAuthorizationHeader(header, credentials, path.replace('010180-9026', '150318A9092'), at)).toBe(false);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['garbage', 'not a header at all'],
    ['two parts', 'abc12345 2026-12-07T13:20:00.000Z'],
    ['four parts', 'abc12345 2026-12-07T13:20:00.000Z BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g= extra'],
    ['a timestamp without an offset', 'abc12345 2026-12-07T13:20:00.000 BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g='],
    ['seconds since the epoch', `abc12345 ${at.getTime()} BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g=`],
    ['a shortened checksum', 'abc12345 2026-12-07T13:20:00.000Z BBZN4L3kB5jPDmGXVjD3CXg98XCbjDjYYee3qZ+1k2g'],
    ['no checksum', 'abc12345 2026-12-07T13:20:00.000Z '],
  ])('refuses %s', (_label, header) => {
    expect(checkValtuudetAuthorizationHeader(header, credentials, path, at)).toBe(false);
  });
});

describe('the stand-in\'s signed values', () => {
  const key = valtuudetStandInCredentials.apiKey;
  const value = { sid: 'abc', delegate: fixturePersons.guardian.ssn, exp: expiresAfter(TEST_NOW, minutes(30)) };

  it('read back what was signed until they expire', () => {
    const user = signStandInValue(key, 'user', value);
    expect(readStandInValue(key, 'user', user, TEST_NOW)).toEqual(value);
    expect(readStandInValue(key, 'user', user, new Date(TEST_NOW.getTime() + minutes(30)))).toBeUndefined();
  });

  it('are of one kind only, and under one key only', () => {
    const user = signStandInValue(key, 'user', value);
    // The user id, which the browser sees, is no session id.
    expect(readStandInValue(key, 'session', user, TEST_NOW)).toBeUndefined();
    expect(readStandInValue('another-key', 'user', user, TEST_NOW)).toBeUndefined();
  });

  it.each([undefined, '', 'x', 'a.b.c', '.abc', `${Buffer.from('{}').toString('base64url')}.x`])('refuse %p', (text) => {
    expect(readStandInValue(key, 'user', text, TEST_NOW)).toBeUndefined();
  });

  it('refuse a well-signed value of the wrong shape', () => {
    const odd = signStandInValue(key, 'session', { sid: 'abc', exp: 'never' } as unknown as { sid: string; exp: number });
    expect(readStandInValue(key, 'session', odd, TEST_NOW)).toBeUndefined();
  });
});

const origin = 'http://localhost:4200';
const baseUrl = `${origin}${VALTUUDET_STAND_IN_PREFIX}`;
// A return address with a query of its own: the stand-in adds its parameters after it.
const redirectUri = `${origin}/valtuudet-return?from=test`;
/** A registered return address with markup in it, which the selection page must escape. */
const markupReturnAddress = `${origin}/back?a="><script>x</script>`;

/** Test persons beside the fixtures' guardian: one turning 18 today, one turning 18 tomorrow. */
const child18 = { ssn: '231108A902V', firstName: 'Oona', lastName: 'Huoltaja', birthDate: '2008-11-23' };
const child17 = { ssn: '241108A904K', firstName: 'Onni', lastName: 'Huoltaja', birthDate: '2008-11-24' };
const { adult, guardian, child8, child13 } = fixturePersons;
/** A valid test identity code that no row of the database has (and with the 1800s' `+`, which a URL must encode). */
const notInRegister = '010185+906L';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** The fields of the page's form that posts `ssn` (or the typed-code form, for `undefined`), as a browser would post them. */
function formFields(page: string, ssn: string | undefined): Record<string, string> {
  const forms = [...page.matchAll(/<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => (ssn === undefined ? /<input id="ssn"/.test(match[2] ?? '') : (match[2] ?? '').includes(`name="ssn" value="${ssn}"`)));
  if (!form) throw new Error('No such form on the page');
  const fields: Record<string, string> = { action: unescape(form[1] ?? '') };
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[name] = unescape(value);
  return fields;
}

describe.each(testDatabases)('the valtuudet stand-in and client on $name', ({ open }) => {
  let database: DatabaseHandle;
  const clock = { now: TEST_NOW };
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let client: ValtuudetClient;

  async function standIn(): Promise<FastifyInstance> {
    const made = Fastify();
    registerValtuudetStandIn(made, { db: database.db, now: () => clock.now, returnAddresses: [redirectUri, markupReturnAddress] });
    await made.ready();
    apps.push(made);
    return made;
  }

  function clientOf(on: FastifyInstance, settings: Partial<typeof valtuudetStandInCredentials> = {}, fetchOf = inProcessFetch): ValtuudetClient {
    return createValtuudetClient({ baseUrl, ...valtuudetStandInCredentials, ...settings }, { fetch: fetchOf(on, origin, VALTUUDET_STAND_IN_PREFIX), now: () => clock.now });
  }

  beforeAll(async () => {
    database = await open();
    const ids = await insertFixturePersons(database);
    const added = await database.db.insert(persons).values([child18, child17]).returning({ id: persons.id });
    await database.db.insert(guardianships).values(added.map((row) => ({ guardianId: ids.guardian, childId: row.id })));
    app = await standIn();
    client = clientOf(app);
  });
  afterAll(async () => {
    await Promise.all(apps.map((made) => made.close()));
    await database.close();
  });
  beforeEach(() => {
    clock.now = TEST_NOW;
  });

  /** The browser at the selection page: its address from the client, answered by `on`. */
  async function selectionPage(userId: string, lang: 'fi' | 'sv' | 'en' = 'en', on = app) {
    const url = new URL(client.authorizeUrl(userId, redirectUri, lang));
    return on.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  }

  /** The browser posting a form of the selection page; the code from where it is sent back. */
  async function choose(page: string, ssn: string | undefined, typed?: string, on = app): Promise<string> {
    const { action, ...fields } = formFields(page, ssn);
    const response = await on.inject({
      method: 'POST',
      url: action ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, ...(typed === undefined ? {} : { ssn: typed }) }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${origin}/valtuudet-return`);
    expect(location.searchParams.get('from')).toBe('test');
    return location.searchParams.get('code') ?? '';
  }

  /** A whole session in which `delegate` chooses `ssn` (a child's button, or typed in). */
  async function sessionChoosing(delegate: string, ssn: string, typed = false) {
    const { sessionId, userId } = await client.register(delegate, 'request-1');
    const page = (await selectionPage(userId)).body;
    const code = typed ? await choose(page, undefined, ssn) : await choose(page, ssn);
    const accessToken = await client.token(code, redirectUri);
    return { sessionId, userId, code, accessToken };
  }

  it('takes a guardian from registration to an allowed child', async () => {
    const { sessionId, userId } = await client.register(guardian.ssn, 'request-1');
    // A path segment of its own in the session calls: the router takes at most 100 characters.
    expect(sessionId.length).toBeLessThanOrEqual(100);
    expect(Buffer.from(sessionId.split('.')[0] ?? '', 'base64url').toString()).not.toMatch(identityCodePattern);
    const page = await selectionPage(userId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Choose whom you act for</h1>');
    expect(page.body).toContain('Act for Aino Huoltaja (aged 8)');
    expect(page.body).toContain('Act for Eetu Huoltaja (aged 13)');
    expect(page.body).toContain('Act for Oona Huoltaja (aged 18)');
    expect(page.body).toContain('Act for Onni Huoltaja (aged 17)');
    expect(page.body).not.toContain(adult.ssn);
    expect(page.body).toContain('<button class="person secondary" type="submit">Act for Aino Huoltaja (aged 8)</button>');
    expect(page.body).toContain("Another person's identity code".replace("'", '&#39;'));
    // The way back without a choice, as the real interface returns a cancelled selection.
    expect(page.body).toContain(`<a href="${origin}/valtuudet-return?from=test&amp;error=access_denied">`);

    const code = await choose(page.body, child8.ssn);
    const accessToken = await client.token(code, redirectUri);
    await expect(client.principals(sessionId, accessToken, 'request-2')).resolves.toEqual([{ identityCode: child8.ssn, name: 'Aino Huoltaja' }]);
    await expect(client.isAllowed(sessionId, accessToken, child8.ssn, 'request-3')).resolves.toBe(true);
    // Only the person chosen in the session is asked about in it.
    await expect(client.isAllowed(sessionId, accessToken, child13.ssn, 'request-4')).resolves.toBe(false);
    await expect(client.isAllowed(sessionId, accessToken, adult.ssn, 'request-5')).resolves.toBe(false);
  });

  it('speaks Finnish and Swedish on the selection page when asked', async () => {
    const { userId } = await client.register(guardian.ssn, 'request-1');
    const fi = (await selectionPage(userId, 'fi')).body;
    expect(fi).toContain('<html lang="fi">');
    expect(fi).toContain('Valitse, kenen puolesta asioit');
    expect(fi).toContain('Asioi henkilön Aino Huoltaja (8 v) puolesta');
    const sv = (await selectionPage(userId, 'sv')).body;
    expect(sv).toContain('<html lang="sv">');
    expect(sv).toContain('Uträtta ärenden för Aino Huoltaja (8 år)');
    // The language travels with the choice, so an error page after it speaks it too.
    expect(formFields(sv, child8.ssn)['lang']).toBe('sv');
  });

  it('says DISALLOWED for someone not in the guardian’s care and for a child who has turned 18', async () => {
    const adultChosen = await sessionChoosing(guardian.ssn, adult.ssn, true);
    await expect(client.isAllowed(adultChosen.sessionId, adultChosen.accessToken, adult.ssn, 'r')).resolves.toBe(false);
    const of18 = await sessionChoosing(guardian.ssn, child18.ssn);
    await expect(client.isAllowed(of18.sessionId, of18.accessToken, child18.ssn, 'r')).resolves.toBe(false);
    const of17 = await sessionChoosing(guardian.ssn, child17.ssn);
    await expect(client.isAllowed(of17.sessionId, of17.accessToken, child17.ssn, 'r')).resolves.toBe(true);
    // Someone else's child: the adult is no one's guardian.
    const notTheirs = await sessionChoosing(adult.ssn, child8.ssn, true);
    await expect(client.isAllowed(notTheirs.sessionId, notTheirs.accessToken, child8.ssn, 'r')).resolves.toBe(false);
  });

  it('answers the same without a session, asking as the portal', async () => {
    await expect(client.isAllowedWithoutSession(guardian.ssn, child8.ssn, 'r')).resolves.toBe(true);
    await expect(client.isAllowedWithoutSession(guardian.ssn, child13.ssn, 'r')).resolves.toBe(true);
    await expect(client.isAllowedWithoutSession(guardian.ssn, child17.ssn, 'r')).resolves.toBe(true);
    await expect(client.isAllowedWithoutSession(guardian.ssn, child18.ssn, 'r')).resolves.toBe(false);
    await expect(client.isAllowedWithoutSession(guardian.ssn, adult.ssn, 'r')).resolves.toBe(false);
    await expect(client.isAllowedWithoutSession(adult.ssn, child8.ssn, 'r')).resolves.toBe(false);
    // The day Onni turns 18 the answer turns.
    clock.now = new Date(TEST_NOW.getTime() + 24 * 60 * minutes(1));
    await expect(client.isAllowedWithoutSession(guardian.ssn, child17.ssn, 'r')).resolves.toBe(false);
  });

  it('gives a code for a valid identity code not in the register, and the answer is DISALLOWED', async () => {
    const session = await sessionChoosing(guardian.ssn, notInRegister, true);
    await expect(client.principals(session.sessionId, session.accessToken, 'r')).resolves.toEqual([{ identityCode: notInRegister, name: '' }]);
    await expect(client.isAllowed(session.sessionId, session.accessToken, notInRegister, 'r')).resolves.toBe(false);
    await expect(client.isAllowedWithoutSession(guardian.ssn, notInRegister, 'r')).resolves.toBe(false);
  });

  it('asks again for a typed code that is no identity code, showing what was typed escaped', async () => {
    const { userId } = await client.register(guardian.ssn, 'request-1');
    const page = (await selectionPage(userId)).body;
    const { action, ...fields } = formFields(page, undefined);
    const response = await app.inject({
      method: 'POST',
      url: action ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, ssn: '"><b>x' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert">Check the identity code.</p>');
    expect(response.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(response.body).not.toContain('"><b>x');
    expect(response.body).toContain('Act for Aino Huoltaja (aged 8)');
  });

  it('shows a return address only as a normalised web address, escaped', async () => {
    const { userId } = await client.register(guardian.ssn, 'request-1');
    const url = new URL(client.authorizeUrl(userId, markupReturnAddress, 'en'));
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
  });

  it('refuses a page for an altered or expired user id, another client or a return address not registered for the client', async () => {
    const { userId } = await client.register(guardian.ssn, 'request-1');
    const [payload = '', mac = ''] = userId.split('.');
    const altered = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${mac}`;
    const gone = await selectionPage(altered);
    expect(gone.statusCode).toBe(400);
    expect(gone.body).toContain('The identification was not found or has expired.');
    const other = new URL(client.authorizeUrl(userId, redirectUri, 'en'));
    other.searchParams.set('client_id', 'someone-else');
    expect((await app.inject({ method: 'GET', url: `${other.pathname}${other.search}` })).statusCode).toBe(400);
    other.searchParams.set('client_id', valtuudetStandInCredentials.clientId);
    other.searchParams.set('redirect_uri', 'javascript:alert(1)');
    expect((await app.inject({ method: 'GET', url: `${other.pathname}${other.search}` })).statusCode).toBe(400);
    // Only the client's registered return address: not another page of the same origin, nor
    // another origin.
    for (const elsewhere of [`${origin}/elsewhere`, 'https://attacker.example/valtuudet-return?from=test']) {
      other.searchParams.set('redirect_uri', elsewhere);
      expect((await app.inject({ method: 'GET', url: `${other.pathname}${other.search}` })).statusCode).toBe(400);
    }
    other.searchParams.set('redirect_uri', redirectUri);
    expect((await app.inject({ method: 'GET', url: `${other.pathname}${other.search}` })).statusCode).toBe(200);
    clock.now = new Date(TEST_NOW.getTime() + minutes(31));
    expect((await selectionPage(userId)).statusCode).toBe(400);
  });

  it('works across two API processes on one database', async () => {
    const second = await standIn();
    const secondClient = clientOf(second);
    const { sessionId, userId } = await client.register(guardian.ssn, 'request-1');
    const page = (await selectionPage(userId, 'en', second)).body;
    const code = await choose(page, child13.ssn, undefined, app);
    const accessToken = await secondClient.token(code, redirectUri);
    await expect(client.principals(sessionId, accessToken, 'r')).resolves.toEqual([{ identityCode: child13.ssn, name: 'Eetu Huoltaja' }]);
    await expect(secondClient.isAllowed(sessionId, accessToken, child13.ssn, 'r')).resolves.toBe(true);
  });

  describe('refusals', () => {
    /** The value with one character of its payload changed: still well-formed, no longer signed. */
    function tampered(value: string): string {
      const [payload = '', mac = ''] = value.split('.');
      const index = Math.floor(payload.length / 2);
      const swapped = payload[index] === 'A' ? 'B' : 'A';
      return `${payload.slice(0, index)}${swapped}${payload.slice(index + 1)}.${mac}`;
    }

    async function refusal(promise: Promise<unknown>): Promise<ValtuudetError> {
      const error: unknown = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ValtuudetError);
      return error as ValtuudetError;
    }

    it('refuses an altered session, token or code with 401, telling no identity code or token', async () => {
      const session = await sessionChoosing(guardian.ssn, child8.ssn);
      const errors = [
        await refusal(client.principals(tampered(session.sessionId), session.accessToken, 'r')),
        await refusal(client.isAllowed(session.sessionId, tampered(session.accessToken), child8.ssn, 'r')),
        await refusal(client.isAllowed(tampered(session.sessionId), session.accessToken, child8.ssn, 'r')),
        await refusal(client.token(tampered(session.code), redirectUri)),
        // A code is no access token.
        await refusal(client.principals(session.sessionId, session.code, 'r')),
      ];
      for (const error of errors) {
        expect(error.status).toBe(401);
        expect(error.message).not.toMatch(identityCodePattern);
        for (const secret of [session.sessionId, session.accessToken, session.code, session.userId]) expect(error.message).not.toContain(secret);
      }
    });

    it('refuses a token from another session', async () => {
      const first = await sessionChoosing(guardian.ssn, child8.ssn);
      const second = await sessionChoosing(guardian.ssn, child8.ssn);
      expect((await refusal(client.isAllowed(first.sessionId, second.accessToken, child8.ssn, 'r'))).status).toBe(401);
    });

    it('lets a code run out in two minutes, a token in ten and a session in thirty', async () => {
      const { userId, sessionId } = await client.register(guardian.ssn, 'request-1');
      const code = await choose((await selectionPage(userId)).body, child8.ssn);
      clock.now = new Date(TEST_NOW.getTime() + minutes(3));
      expect((await refusal(client.token(code, redirectUri))).status).toBe(401);
      const fresh = await choose((await selectionPage(userId)).body, child8.ssn);
      const accessToken = await client.token(fresh, redirectUri);
      await expect(client.isAllowed(sessionId, accessToken, child8.ssn, 'r')).resolves.toBe(true);
      clock.now = new Date(TEST_NOW.getTime() + minutes(14));
      expect((await refusal(client.isAllowed(sessionId, accessToken, child8.ssn, 'r'))).status).toBe(401);
      const later = await client.token(await choose((await selectionPage(userId)).body, child8.ssn), redirectUri);
      await expect(client.isAllowed(sessionId, later, child8.ssn, 'r')).resolves.toBe(true);
      clock.now = new Date(TEST_NOW.getTime() + minutes(31));
      expect((await refusal(client.isAllowed(sessionId, later, child8.ssn, 'r'))).status).toBe(401);
    });

    it('refuses a code presented with another return address', async () => {
      const { code } = await sessionChoosing(guardian.ssn, child8.ssn);
      expect((await refusal(client.token(code, `${origin}/elsewhere`))).status).toBe(400);
    });

    it('refuses unsigned calls, and calls signed with another key or client id, with 401', async () => {
      for (const url of [
        `${VALTUUDET_STAND_IN_PREFIX}/service/hpa/user/register/devportal/${guardian.ssn}?requestId=r`,
        `${VALTUUDET_STAND_IN_PREFIX}/service/rest/hpa/authorization/devportal/${guardian.ssn}/${child8.ssn}?requestId=r`,
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { 'x-userid': 'patient-portal' } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthorized', message: 'Checksum missing or invalid' });
      }
      const token = await app.inject({ method: 'POST', url: `${VALTUUDET_STAND_IN_PREFIX}/oauth/token?code=x&grant_type=authorization_code&redirect_uri=x` });
      expect(token.statusCode).toBe(401);

      const wrongKey = await refusal(clientOf(app, { apiKey: 'not-the-key' }).register(guardian.ssn, 'r'));
      expect(wrongKey.status).toBe(401);
      expect(wrongKey.message).toBe('The authorisation service refused the register call: HTTP 401');
      expect(wrongKey.message).not.toMatch(identityCodePattern);
      expect((await refusal(clientOf(app, { clientId: 'someone-else' }).isAllowedWithoutSession(guardian.ssn, child8.ssn, 'r'))).status).toBe(401);
      const { code } = await sessionChoosing(guardian.ssn, child8.ssn);
      expect((await refusal(clientOf(app, { oauthPassword: 'not-the-password' }).token(code, redirectUri))).status).toBe(401);
    });

    it('asks the system call for the end user, and takes a field given twice as not given', async () => {
      const signedGet = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
        app.inject({
          method,
          url,
          headers: { ...headers, 'x-asiointivaltuudetauthorization': valtuudetAuthorizationHeader('devportal', valtuudetStandInCredentials.apiKey, url, clock.now) },
        });
      const rest = `${VALTUUDET_STAND_IN_PREFIX}/service/rest/hpa/authorization/devportal/${guardian.ssn}/${child8.ssn}?requestId=r`;
      expect((await signedGet(rest)).statusCode).toBe(400);
      expect((await signedGet(rest, { 'x-userid': 'patient-portal' })).json()).toEqual({ result: 'ALLOWED' });

      const { code } = await sessionChoosing(guardian.ssn, child8.ssn);
      const twice = `${VALTUUDET_STAND_IN_PREFIX}/oauth/token?${new URLSearchParams([['code', code], ['code', code], ['grant_type', 'authorization_code'], ['redirect_uri', redirectUri]]).toString()}`;
      const basic = `Basic ${Buffer.from(`devportal:${valtuudetStandInCredentials.oauthPassword}`).toString('base64')}`;
      expect((await signedGet(twice, { authorization: basic }, 'POST')).statusCode).toBe(401);

      const { userId } = await client.register(guardian.ssn, 'request-1');
      const page = new URL(client.authorizeUrl(userId, redirectUri, 'en'));
      page.searchParams.append('redirect_uri', `${origin}/elsewhere`);
      expect((await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` })).statusCode).toBe(400);
    });

    it('refuses a call signed more than five minutes off the service’s clock', async () => {
      const late = createValtuudetClient(
        { baseUrl, ...valtuudetStandInCredentials },
        { fetch: inProcessFetch(app, origin, VALTUUDET_STAND_IN_PREFIX), now: () => new Date(clock.now.getTime() - minutes(6)) },
      );
      expect((await refusal(late.register(guardian.ssn, 'r'))).status).toBe(401);
    });
  });

  describe('the client', () => {
    interface Sent {
      url: string;
      headers: Headers;
      method: string;
    }

    /** The stand-in's answers, with what the client sent written down. */
    function recording(sent: Sent[]) {
      const inner = inProcessFetch(app, origin, VALTUUDET_STAND_IN_PREFIX);
      const recorder: typeof fetch = async (input, init) => {
        sent.push({ url: String(input), headers: new Headers(init?.headers), method: init?.method ?? 'GET' });
        return inner(input, init);
      };
      return createValtuudetClient({ baseUrl: `${baseUrl}/`, ...valtuudetStandInCredentials }, { fetch: recorder, now: () => clock.now });
    }

    it('signs every call over its path and query as sent, identity codes encoded', async () => {
      const sent: Sent[] = [];
      const recorded = recording(sent);
      await expect(recorded.isAllowedWithoutSession(guardian.ssn, notInRegister, 'a b')).resolves.toBe(false);
      const [call] = sent;
      expect(call?.url).toBe(`${baseUrl}/service/rest/hpa/authorization/devportal/${guardian.ssn}/010185%2B906L?requestId=a+b`);
      expect(call?.headers.get('x-userid')).toBe('patient-portal');
      const signedPath = `${VALTUUDET_STAND_IN_PREFIX}/service/rest/hpa/authorization/devportal/${guardian.ssn}/010185%2B906L?requestId=a+b`;
      expect(call?.headers.get('x-asiointivaltuudetauthorization')).toBe(valtuudetAuthorizationHeader('devportal', valtuudetStandInCredentials.apiKey, signedPath, clock.now));
    });

    it('sends the token call with the client password, and the session calls with the access token', async () => {
      const sent: Sent[] = [];
      const recorded = recording(sent);
      const { sessionId, userId } = await recorded.register(guardian.ssn, 'r');
      const code = await choose((await selectionPage(userId)).body, child8.ssn);
      const accessToken = await recorded.token(code, redirectUri);
      await recorded.principals(sessionId, accessToken, 'r');
      const [register, token, principals] = sent;
      expect(register?.headers.get('authorization')).toBeNull();
      expect(token?.method).toBe('POST');
      expect(token?.headers.get('authorization')).toBe(`Basic ${Buffer.from('devportal:development-only-valtuudet-oauth-password').toString('base64')}`);
      expect(new URL(token?.url ?? '').searchParams.get('grant_type')).toBe('authorization_code');
      expect(principals?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
      for (const call of sent) expect(call.headers.get('x-asiointivaltuudetauthorization')).toMatch(/^devportal \S+ \S+=$/);
    });

    it('builds the selection address with the protocol’s parameters', () => {
      const url = new URL(client.authorizeUrl('user-1', redirectUri, 'sv'));
      expect(`${url.origin}${url.pathname}`).toBe(`${baseUrl}/oauth/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'devportal', response_type: 'code', redirect_uri: redirectUri, user: 'user-1', lang: 'sv' });
    });

    it('gives up after its time-out with no status', async () => {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      const slow = createValtuudetClient({ baseUrl, ...valtuudetStandInCredentials }, { fetch: hanging, timeoutMs: 20 });
      const error = await slow.register(guardian.ssn, 'r').catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ValtuudetError);
      expect((error as ValtuudetError).status).toBeNull();
      expect((error as ValtuudetError).message).toBe('The authorisation service did not answer the register call in time');
    });

    it.each([
      ['not JSON', 'oops', 'with something else than JSON'],
      ['another shape', JSON.stringify({ result: 1, personId: guardian.ssn }), 'with an unexpected shape'],
      ['principals without names', JSON.stringify([{ personId: child8.ssn }]), 'with an unexpected shape'],
    ])('refuses an answer that is %s, quoting none of it', async (_label, body, expected) => {
      const answering: typeof fetch = async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      const odd = createValtuudetClient({ baseUrl, ...valtuudetStandInCredentials }, { fetch: answering });
      const calls = [odd.isAllowedWithoutSession(guardian.ssn, child8.ssn, 'r'), odd.principals('s', 't', 'r')];
      const errors = await Promise.all(calls.map((call) => call.then(() => undefined, (reason: unknown) => reason)));
      const messages = errors.filter((error): error is ValtuudetError => error instanceof ValtuudetError).map((error) => error.message);
      expect(messages.some((message) => message.includes(expected))).toBe(true);
      for (const message of messages) expect(message).not.toMatch(identityCodePattern);
    });

    it('is allowed only on a result of exactly ALLOWED', async () => {
      for (const result of ['allowed', 'ALLOWED ', 'DISALLOWED', 'ALLOWED_PARTLY']) {
        const answering: typeof fetch = async () => new Response(JSON.stringify({ result }), { status: 200 });
        await expect(createValtuudetClient({ baseUrl, ...valtuudetStandInCredentials }, { fetch: answering }).isAllowedWithoutSession(guardian.ssn, child8.ssn, 'r')).resolves.toBe(false);
      }
    });
  });
});
