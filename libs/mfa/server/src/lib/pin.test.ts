import { PinResponseSchema, SessionResponseSchema } from '@portal/shared/contracts';
import { accessLog, mfaDevices, sessions } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestSession } from '@portal/shared/server/testing';
import { call, hours, minutes, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { insertVerifiedDevice, latestCode, mfa, mfaTestApp, outbox, phones, wrongCode } from '../testing/mfa-fixtures';

const pinType = (response: LightMyRequestResponse) => v.parse(PinResponseSchema, response.json()).mfaResponse.type;
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** The cookie a response set for the session, or null when it cleared it; undefined when it set none. */
function sessionCookieSet(response: LightMyRequestResponse): string | null | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('portal_session='));
  if (header === undefined) return undefined;
  const value = header.slice('portal_session='.length).split(';')[0] ?? '';
  return value === '' ? null : `portal_session=${value}`;
}

describe.each(testDatabases)('SMS sign-in of an expired session on $name', ({ open }) => {
  const c = mfaTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const sessionState = async (session?: TestSession) => {
    const response = await call(c.t, 'GET', '/api/session', session ? { session } : {});
    return { response, body: v.parse(SessionResponseSchema, response.json()) };
  };

  /** The adult with a verified device, signed in at NOW and idle for 31 minutes (the idle timeout is 30). */
  const idleExpired = async () => {
    await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
    const session = await sessionFor(c.t, c.t.personIds.adult);
    c.t.clock.now = at(minutes(31));
    return session;
  };

  /** Sends the code and answers it right. */
  const renew = async (session: TestSession) => {
    expect((await mfa.sendPin(c.t, session)).json()).toEqual({ type: 'code-sent' });
    return mfa.pin(c.t, session, await latestCode(c.t, phones.adult));
  };

  it('offers the renewal in the expired answer, with the first name, a masked number and the session’s csrf token', async () => {
    const session = await idleExpired();
    const { response, body } = await sessionState(session);
    expect(body).toMatchObject({
      isSessionValid: false,
      reason: 'expired',
      smsRenewal: { firstName: 'Maija', maskedPhoneNumber: '+358 40 *** **67', csrfToken: session.csrfToken },
    });
    expect(JSON.stringify(body)).not.toContain('1234567');
    // The cookie is kept for the renewal's calls.
    expect(sessionCookieSet(response)).toBeUndefined();
  });

  it('renews with the right code: new cookie and csrf tokens, the old ones dead, a new idle period', async () => {
    const session = await idleExpired();
    const sent = await mfa.sendPin(c.t, session);
    expect(sent.statusCode).toBe(200);
    const [message] = await outbox(c.t);
    expect(message?.phoneNumber).toBe(phones.adult);
    // The session's language (English in the fixtures).
    expect(message?.body).toMatch(/^Kajo: Your sign-in code is \d{4}\. It is valid for 5 minutes\./);

    const answer = await mfa.pin(c.t, session, await latestCode(c.t, phones.adult));
    expect(pinType(answer)).toBe('mfa-ok');
    const cookie = sessionCookieSet(answer);
    expect(cookie).toEqual(expect.stringMatching(/^portal_session=.{20,}/));
    expect(cookie).not.toBe(session.cookie);
    expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(answer.headers['x-session-expires']).toBe(at(minutes(61)).toISOString());

    const renewed = await sessionState({ cookie: cookie ?? '', csrfToken: '' });
    expect(renewed.body).toMatchObject({ isSessionValid: true, sessionExpires: at(minutes(61)).toISOString() });
    const csrfToken = renewed.body.isSessionValid ? renewed.body.csrfToken : '';
    expect(csrfToken).not.toBe(session.csrfToken);
    const [row] = await c.database.db.select().from(sessions);
    expect(row).toMatchObject({ smsRenewedAt: at(minutes(31)), createdAt: NOW, lastSeenAt: at(minutes(31)) });
    // A renewal is a sign-in by SMS code in the patient's list of sign-ins.
    const [signIn] = (await c.database.db.select().from(accessLog).orderBy(accessLog.id)).filter((entry) => entry.kind === 'sign-in').slice(-1);
    expect(signIn).toMatchObject({ subjectId: c.t.personIds.adult, actorId: c.t.personIds.adult, actorRole: 'self', record: 'sms', at: at(minutes(31)) });

    // The expired cookie names nothing any more, and cannot be renewed twice.
    expect((await sessionState(session)).body).toMatchObject({ isSessionValid: false, reason: 'none' });
    expect((await mfa.pin(c.t, session, '0000')).statusCode).toBe(401);
  });

  it('keeps the renewed session to the strong identification’s absolute end, and renews again only within it', async () => {
    const session = await idleExpired();
    const answer = await renew(session);
    const renewed = { cookie: sessionCookieSet(answer) ?? '', csrfToken: '' };
    // Idle again, then renewed again at 7 h 45 min: the new idle period stops at 8 h.
    c.t.clock.now = at(hours(7) + minutes(45));
    const { body } = await sessionState(renewed);
    expect(body).toMatchObject({ reason: 'expired', smsRenewal: { firstName: 'Maija' } });
    const smsRenewal = body.isSessionValid ? undefined : body.smsRenewal;
    const again = await renew({ ...renewed, csrfToken: smsRenewal?.csrfToken ?? '' });
    expect(pinType(again)).toBe('mfa-ok');
    expect(again.headers['x-session-expires']).toBe(at(hours(8)).toISOString());
    // Past the window no code helps: only a strong sign-in.
    c.t.clock.now = at(hours(8));
    const last = { cookie: sessionCookieSet(again) ?? '', csrfToken: '' };
    const { response, body: expired } = await sessionState(last);
    expect(expired).toMatchObject({ isSessionValid: false, reason: 'expired' });
    expect(expired).not.toHaveProperty('smsRenewal');
    expect(sessionCookieSet(response)).toBeNull();
  });

  it('refuses a session renewed by SMS the calls that change the SMS device: they need a strong sign-in', async () => {
    const session = await idleExpired();
    const cookie = sessionCookieSet(await renew(session)) ?? '';
    const state = await sessionState({ cookie, csrfToken: '' });
    const renewed = { cookie, csrfToken: state.body.isSessionValid ? state.body.csrfToken : '' };
    expect((await mfa.status(c.t, renewed)).json()).toEqual({ type: 'enabled', phoneNumber: phones.adult });
    for (const response of [
      await mfa.action(c.t, renewed, 'disable'),
      await mfa.action(c.t, renewed, 'enable'),
      await mfa.requestCode(c.t, renewed, '0409998877'),
      await mfa.answer(c.t, renewed, '1234'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'Forbidden', reason: 'strong-sign-in-required' });
    }
    expect(await c.database.db.select().from(mfaDevices)).toHaveLength(1);
  });

  it('logs out after too many wrong codes', async () => {
    const session = await idleExpired();
    await mfa.sendPin(c.t, session);
    const code = await latestCode(c.t, phones.adult);
    expect(pinType(await mfa.pin(c.t, session, wrongCode(code)))).toBe('mfa-challenge-failed');
    expect(pinType(await mfa.pin(c.t, session, wrongCode(code)))).toBe('mfa-challenge-failed');
    const last = await mfa.pin(c.t, session, wrongCode(code));
    expect(pinType(last)).toBe('too-many-mfa-attempts');
    expect(sessionCookieSet(last)).toBeNull();
    expect(await c.database.db.select().from(sessions)).toEqual([]);
    expect((await mfa.pin(c.t, session, code)).statusCode).toBe(401);
    expect((await mfa.sendPin(c.t, session)).statusCode).toBe(401);
  });

  it('lets a code renew only the session it was sent for', async () => {
    await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
    const first = await sessionFor(c.t, c.t.personIds.adult);
    const second = await sessionFor(c.t, c.t.personIds.adult);
    c.t.clock.now = at(minutes(31));
    await mfa.sendPin(c.t, first);
    const code = await latestCode(c.t, phones.adult);
    expect(pinType(await mfa.pin(c.t, second, code))).toBe('mfa-challenge-failed');
    expect(pinType(await mfa.pin(c.t, first, code))).toBe('mfa-ok');
  });

  it('works with the expired session’s cookie and csrf token and nothing else', async () => {
    const session = await idleExpired();
    // No cookie, a cookie naming nothing, no csrf token, another session's token, another origin.
    expect((await call(c.t, 'POST', '/api/pin/send')).statusCode).toBe(401);
    expect((await mfa.sendPin(c.t, { cookie: 'portal_session=forged', csrfToken: session.csrfToken })).statusCode).toBe(401);
    const withoutToken = await call(c.t, 'POST', '/api/pin/send', { session, csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
    const other = await sessionFor(c.t, c.t.personIds.guardian);
    expect((await mfa.sendPin(c.t, { ...session, csrfToken: other.csrfToken })).statusCode).toBe(403);
    expect((await call(c.t, 'POST', '/api/pin/send', { session, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await call(c.t, 'POST', '/api/pin', { session, csrf: false, body: { pin: '1234' } })).statusCode).toBe(403);
    // A valid session has nothing to renew.
    const valid = await sessionFor(c.t, c.t.personIds.adult);
    expect((await mfa.sendPin(c.t, valid)).statusCode).toBe(401);
    expect((await mfa.pin(c.t, valid, '1234')).statusCode).toBe(401);
    expect(await outbox(c.t)).toEqual([]);
    // A pin that is not four digits is refused before anything is counted.
    expect((await call(c.t, 'POST', '/api/pin', { session, body: { pin: '12a4' } })).statusCode).toBe(400);
  });

  describe('refuses the renewal', () => {
    const refused = async (session: TestSession) => {
      const { response, body } = await sessionState(session);
      expect(body).toMatchObject({ isSessionValid: false });
      expect(body).not.toHaveProperty('smsRenewal');
      expect((await mfa.sendPin(c.t, session)).statusCode).toBe(401);
      expect((await mfa.pin(c.t, session, '1234')).statusCode).toBe(401);
      expect(await outbox(c.t)).toEqual([]);
      return response;
    };

    it('to a guardian’s mandate session: acting for a child needs the authorisation again', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.guardian, phones.guardian);
      const session = await sessionFor(c.t, c.t.personIds.guardian, c.t.personIds.child8);
      c.t.clock.now = at(minutes(31));
      const response = await refused(session);
      // Its cookie is cleared like any other that cannot come back.
      expect(sessionCookieSet(response)).toBeNull();
    });

    it('when the strong identification is older than the window (the absolute timeout, 8 hours)', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      const session = await sessionFor(c.t, c.t.personIds.adult);
      c.t.clock.now = at(hours(7) + minutes(50));
      expect((await sessionState(session)).body).toMatchObject({ smsRenewal: { firstName: 'Maija' } });
      c.t.clock.now = at(hours(8));
      await refused(session);
    });

    it('to a session that ran out at the absolute timeout while in use', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      const session = await sessionFor(c.t, c.t.personIds.adult);
      for (let minute = 25; minute < 480; minute += 25) {
        c.t.clock.now = at(minutes(minute));
        expect((await sessionState(session)).body).toMatchObject({ isSessionValid: true });
      }
      c.t.clock.now = at(minutes(481));
      await refused(session);
    });

    it('without a verified device (one waiting for its code does not count)', async () => {
      const session = await sessionFor(c.t, c.t.personIds.adult);
      await mfa.action(c.t, session, 'enable');
      c.t.clock.now = at(minutes(31));
      const sentBefore = await outbox(c.t);
      const { body } = await sessionState(session);
      expect(body).not.toHaveProperty('smsRenewal');
      expect((await mfa.sendPin(c.t, session)).statusCode).toBe(401);
      expect(await outbox(c.t)).toEqual(sentBefore);
    });

    it('after logging out', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      const session = await sessionFor(c.t, c.t.personIds.adult);
      expect((await call(c.t, 'POST', '/api/logout', { session })).statusCode).toBe(204);
      c.t.clock.now = at(minutes(31));
      await refused(session);
    });

    it('after the device was disabled', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      const session = await sessionFor(c.t, c.t.personIds.adult);
      await mfa.action(c.t, session, 'disable');
      c.t.clock.now = at(minutes(31));
      await refused(session);
    });
  });

  it('sends sign-in codes within the person’s hourly limit', async () => {
    const session = await idleExpired();
    for (let i = 0; i < 5; i++) expect((await mfa.sendPin(c.t, session)).json()).toEqual({ type: 'code-sent' });
    // Six asked for (the refused one too) weigh five until twenty minutes into the next hour (sliding windows).
    expect((await mfa.sendPin(c.t, session)).json()).toEqual({ type: 'too-many-mfa-attempts', nextAttempt: at(hours(1) + 20 * 60_000).toISOString() });
    // Only the latest code answers.
    expect(pinType(await mfa.pin(c.t, session, await latestCode(c.t, phones.adult)))).toBe('mfa-ok');
    expect(await c.database.db.select().from(sessions).where(eq(sessions.personId, c.t.personIds.adult))).toHaveLength(1);
  });
});
