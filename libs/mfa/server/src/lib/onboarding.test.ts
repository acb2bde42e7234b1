import { MfaChallengeResultSchema, MfaCodeSentResponseSchema, MfaStatusSchema } from '@portal/shared/contracts';
import { mfaChallenges, patients } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import { configOf } from '@portal/shared/server';
import { call, minutes, NOW, sessionFor } from '@portal/shared/server/testing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { digits, insertVerifiedDevice, latestCode, mfa, mfaTestApp, outbox, phones, storedDevice, wrongCode } from '../testing/mfa-fixtures';
import { codeHash } from './codes';
import { smsConfig } from './sms/sms-config';

const status = async (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return v.parse(MfaStatusSchema, response.json());
};
const answerType = (response: { json(): unknown }) => v.parse(MfaChallengeResultSchema, response.json()).data.type;
/** The end of the fixed hour the limits count in (NOW is on the hour). */
/**
 * When the hourly limits let a person try again after a burst at NOW (an hour's start): the
 * windows slide, so the burst's attempts, refused ones too, weigh less as the next hour goes on.
 * Six codes asked for (five sent, one refused) weigh 6 × 2/3 = 4 twenty minutes into it, and a
 * fifth fits.
 */
const codesFitAgain = new Date(NOW.getTime() + minutes(80)).toISOString();

describe.each(testDatabases)('the SMS second factor on $name', ({ open }) => {
  const c = mfaTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const adultSession = () => sessionFor(c.t, c.t.personIds.adult);

  describe('GET /api/mfa', () => {
    it('needs a session', async () => {
      expect((await call(c.t, 'GET', '/api/mfa')).statusCode).toBe(401);
    });

    it('says there is no device, then what the device is', async () => {
      const session = await adultSession();
      const response = await mfa.status(c.t, session);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await status(response)).toEqual({ type: 'user-has-no-verified-mfa-device' });
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'enabled', phoneNumber: phones.adult });
    });
  });

  describe('POST /api/mfa', () => {
    it('enables: sends a code to the phone on record at once, in the person’s language, and waits for it', async () => {
      const session = await adultSession();
      expect(await status(await mfa.action(c.t, session, 'enable'))).toEqual({ type: 'user-wants-to-enable-mfa', phoneNumber: phones.adult });
      const [sent] = await outbox(c.t);
      expect(sent?.phoneNumber).toBe(phones.adult);
      // The fixture persons' language is Finnish.
      expect(sent?.body).toMatch(/^Kajo: Vahvistuskoodisi on \d{4}\./);
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'pending', phoneNumber: phones.adult });
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'user-wants-to-enable-mfa', phoneNumber: phones.adult });

      expect(answerType(await mfa.answer(c.t, session, await latestCode(c.t, phones.adult)))).toBe('mfa-ok');
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'verified', verifiedAt: NOW });
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'enabled', phoneNumber: phones.adult });
    });

    it('answers 400 on phoneNumber when the patient record has no phone, sending nothing', async () => {
      await c.database.db.update(patients).set({ phoneNumber: null }).where(eq(patients.personId, c.t.personIds.adult));
      const response = await mfa.action(c.t, await adultSession(), 'enable');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: 'ValidationError', details: [{ path: 'phoneNumber' }] });
      expect(await outbox(c.t)).toEqual([]);
    });

    it('leaves an enabled device as it is on enable', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, '+358409998877');
      expect(await status(await mfa.action(c.t, await adultSession(), 'enable'))).toEqual({ type: 'enabled', phoneNumber: '+358409998877' });
      expect(await outbox(c.t)).toEqual([]);
    });

    it('disables: deletes the device, and the codes sent no longer answer', async () => {
      const session = await adultSession();
      await mfa.action(c.t, session, 'enable');
      const code = await latestCode(c.t, phones.adult);
      expect(await status(await mfa.action(c.t, session, 'disable'))).toEqual({ type: 'user-has-no-verified-mfa-device' });
      expect(await storedDevice(c.t, c.t.personIds.adult)).toBeUndefined();
      expect(answerType(await mfa.answer(c.t, session, code))).toBe('mfa-challenge-failed');
      expect(await storedDevice(c.t, c.t.personIds.adult)).toBeUndefined();
    });

    it('refuses a call without the csrf token, with another’s, or from another origin', async () => {
      const session = await adultSession();
      const other = await sessionFor(c.t, c.t.personIds.guardian);
      const withoutToken = await call(c.t, 'POST', '/api/mfa', { session, csrf: false, body: { action: 'enable' } });
      expect(withoutToken.statusCode).toBe(403);
      expect(withoutToken.json()).toEqual({ type: 'Forbidden', reason: 'csrf' });
      const othersToken = await call(c.t, 'POST', `/api/mfa?csrfToken=${other.csrfToken}`, { session: { ...session, csrfToken: other.csrfToken }, body: { action: 'enable' } });
      expect(othersToken.statusCode).toBe(403);
      const crossOrigin = await call(c.t, 'POST', '/api/mfa', { session, origin: 'https://evil.example', body: { action: 'enable' } });
      expect(crossOrigin.json()).toEqual({ type: 'Forbidden', reason: 'origin' });
      for (const response of [
        await call(c.t, 'POST', '/api/mfa-onboarding', { session, csrf: false, body: { phoneNumber: '0401234567' } }),
        await call(c.t, 'PUT', '/api/mfa-onboarding', { session, csrf: false, body: digits('1234') }),
      ]) {
        expect(response.statusCode).toBe(403);
      }
      expect(await outbox(c.t)).toEqual([]);
    });

    it('answers 400 for an unknown action', async () => {
      expect((await call(c.t, 'POST', '/api/mfa', { session: await adultSession(), body: { action: 'toggle' } })).statusCode).toBe(400);
    });
  });

  describe('PUT /api/mfa-onboarding/dismissal', () => {
    it('remembers that the person closed the front page’s box, in every later status, and a repeat changes nothing', async () => {
      const session = await adultSession();
      expect((await call(c.t, 'PUT', '/api/mfa-onboarding/dismissal', { session })).statusCode).toBe(204);
      expect((await call(c.t, 'PUT', '/api/mfa-onboarding/dismissal', { session })).statusCode).toBe(204);
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'user-has-no-verified-mfa-device', onboardingDismissed: true });
      // A new session of the same person, on another device, sees it too; another person does not.
      expect(await status(await mfa.status(c.t, await adultSession()))).toEqual({ type: 'user-has-no-verified-mfa-device', onboardingDismissed: true });
      expect(await status(await mfa.status(c.t, await sessionFor(c.t, c.t.personIds.guardian)))).toEqual({ type: 'user-has-no-verified-mfa-device' });
      // Turning the factor on from my information still works, and then the box is moot.
      await mfa.requestCode(c.t, session, '0507654321');
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'user-wants-to-enable-mfa', phoneNumber: '+358507654321', onboardingDismissed: true });
      await mfa.answer(c.t, session, await latestCode(c.t, '+358507654321'));
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'enabled', phoneNumber: '+358507654321' });
    });

    it('needs a session and the csrf token', async () => {
      expect((await call(c.t, 'PUT', '/api/mfa-onboarding/dismissal')).statusCode).toBe(401);
      const refused = await call(c.t, 'PUT', '/api/mfa-onboarding/dismissal', { session: await adultSession(), csrf: false });
      expect(refused.statusCode).toBe(403);
      expect(await status(await mfa.status(c.t, await adultSession()))).toEqual({ type: 'user-has-no-verified-mfa-device' });
    });
  });

  describe('POST and PUT /api/mfa-onboarding', () => {
    it('sends a code to the number typed, in the language asked, and verifies the number with it', async () => {
      const session = await adultSession();
      const response = await mfa.requestCode(c.t, session, ' 050 765 4321 ', 'sv');
      expect(v.parse(MfaCodeSentResponseSchema, response.json())).toEqual({ type: 'code-sent' });
      const [sent] = await outbox(c.t);
      expect(sent?.phoneNumber).toBe('+358507654321');
      expect(sent?.body).toMatch(/^Kajo: Din verifieringskod är \d{4}\. Den gäller i 5 minuter\./);
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'pending', phoneNumber: '+358507654321' });
      expect(answerType(await mfa.answer(c.t, session, await latestCode(c.t, '+358507654321')))).toBe('mfa-ok');
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'enabled', phoneNumber: '+358507654321' });
    });

    it('keeps a verified device until the new number answers', async () => {
      await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
      const session = await adultSession();
      await mfa.requestCode(c.t, session, '0507654321');
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'verified', phoneNumber: phones.adult });
      await mfa.answer(c.t, session, await latestCode(c.t, '+358507654321'));
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'verified', phoneNumber: '+358507654321' });
    });

    it('refuses a phone number the onboarding field would not take, and a code that is not four digits', async () => {
      const session = await adultSession();
      for (const phoneNumber of ['12345', '040-1234567', '+358 40 abc']) expect((await mfa.requestCode(c.t, session, phoneNumber)).statusCode).toBe(400);
      for (const challengeResponseFromUser of [['1', '2', '3'], ['1', '2', '3', 'x'], ['12', '3', '4', '5'], '1234']) {
        expect((await call(c.t, 'PUT', '/api/mfa-onboarding', { session, body: { challengeResponseFromUser } })).statusCode).toBe(400);
      }
      expect((await call(c.t, 'POST', '/api/mfa-onboarding?lang=de', { session, body: { phoneNumber: '0401234567' } })).statusCode).toBe(400);
    });

    it('stores only a keyed hash of the code, never the code', async () => {
      await mfa.requestCode(c.t, await adultSession(), phones.adult);
      const code = await latestCode(c.t, phones.adult);
      const [row] = await c.database.db.select().from(mfaChallenges);
      expect(row?.codeHash).toBe(codeHash(configOf(c.t.config, smsConfig).codeSecret, row?.id ?? '', code));
      expect(Object.values(row ?? {})).not.toContain(code);
      expect(row).toMatchObject({ purpose: 'onboarding', attempts: 0, usedAt: null, expiresAt: new Date(NOW.getTime() + minutes(5)) });
    });

    it('takes three answers a code: the third wrong one spends it', async () => {
      const session = await adultSession();
      await mfa.requestCode(c.t, session, phones.adult);
      const code = await latestCode(c.t, phones.adult);
      expect(answerType(await mfa.answer(c.t, session, wrongCode(code)))).toBe('mfa-challenge-failed');
      expect(answerType(await mfa.answer(c.t, session, wrongCode(code)))).toBe('mfa-challenge-failed');
      expect(answerType(await mfa.answer(c.t, session, wrongCode(code)))).toBe('too-many-mfa-attempts');
      expect(answerType(await mfa.answer(c.t, session, code))).toBe('mfa-challenge-failed');
      expect(await storedDevice(c.t, c.t.personIds.adult)).toMatchObject({ status: 'pending' });
    });

    it('counts concurrent answers one by one: three attempts a code, one right answer wins', async () => {
      const session = await adultSession();
      await mfa.requestCode(c.t, session, phones.adult);
      const code = await latestCode(c.t, phones.adult);
      const wrong = await Promise.all(Array.from({ length: 6 }, () => mfa.answer(c.t, session, wrongCode(code))));
      expect(wrong.map(answerType).filter((type) => type === 'mfa-ok')).toEqual([]);
      const [spent] = await c.database.db.select().from(mfaChallenges);
      expect(spent?.attempts).toBe(3);
      expect(answerType(await mfa.answer(c.t, session, code))).not.toBe('mfa-ok');

      c.t.clock.now = new Date(NOW.getTime() + minutes(1));
      await mfa.requestCode(c.t, session, phones.adult);
      const next = await latestCode(c.t, phones.adult);
      const right = await Promise.all(Array.from({ length: 4 }, () => mfa.answer(c.t, session, next)));
      expect(right.map(answerType).filter((type) => type === 'mfa-ok')).toHaveLength(1);
    });

    it('lets a code answer for five minutes', async () => {
      const session = await adultSession();
      await mfa.requestCode(c.t, session, phones.adult);
      const code = await latestCode(c.t, phones.adult);
      c.t.clock.now = new Date(NOW.getTime() + minutes(5));
      expect(answerType(await mfa.answer(c.t, session, code))).toBe('mfa-challenge-failed');
      await mfa.requestCode(c.t, session, phones.adult);
      const second = await latestCode(c.t, phones.adult);
      c.t.clock.now = new Date(NOW.getTime() + minutes(10) - 1000);
      expect(answerType(await mfa.answer(c.t, session, second))).toBe('mfa-ok');
    });

    it('lets only the latest code answer', async () => {
      const session = await adultSession();
      await mfa.requestCode(c.t, session, phones.adult);
      const first = await latestCode(c.t, phones.adult);
      await mfa.requestCode(c.t, session, phones.adult);
      const second = await latestCode(c.t, phones.adult);
      if (first !== second) expect(answerType(await mfa.answer(c.t, session, first))).toBe('mfa-challenge-failed');
      expect(answerType(await mfa.answer(c.t, session, second))).toBe('mfa-ok');
    });

    it('never lets another person’s code answer, nor spends it', async () => {
      const adult = await adultSession();
      const guardian = await sessionFor(c.t, c.t.personIds.guardian);
      await mfa.requestCode(c.t, adult, phones.adult);
      const code = await latestCode(c.t, phones.adult);
      for (let i = 0; i < 3; i++) expect(answerType(await mfa.answer(c.t, guardian, code))).not.toBe('mfa-ok');
      expect(await storedDevice(c.t, c.t.personIds.guardian)).toBeUndefined();
      expect(answerType(await mfa.answer(c.t, adult, code))).toBe('mfa-ok');
    });

    it('takes ten wrong answers a person in an hour, over all codes', async () => {
      const session = await adultSession();
      const answers: string[] = [];
      for (let round = 0; round < 4; round++) {
        await mfa.requestCode(c.t, session, phones.adult);
        const code = await latestCode(c.t, phones.adult);
        for (let i = 0; i < 3 && answers.length < 10; i++) answers.push(answerType(await mfa.answer(c.t, session, wrongCode(code))));
      }
      expect(answers.slice(0, 2)).toEqual(['mfa-challenge-failed', 'mfa-challenge-failed']);
      expect(answers[9]).toBe('too-many-mfa-attempts');
      // Even the right code is not looked at any more this hour.
      await mfa.requestCode(c.t, session, phones.adult);
      const code = await latestCode(c.t, phones.adult);
      expect(answerType(await mfa.answer(c.t, session, code))).toBe('too-many-mfa-attempts');
      // Five codes sent weigh four at 11:12, eleven wrong answers nine at 11:10:55: the later of the two.
      const fitsAgain = new Date(NOW.getTime() + minutes(72)).toISOString();
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'too-many-onboarding-attempts', nextAttempt: fitsAgain });
      c.t.clock.now = new Date(fitsAgain);
      expect((await status(await mfa.status(c.t, await adultSession()))).type).not.toBe('too-many-onboarding-attempts');
      // Once the hour has slid past the burst, the code has long expired, and answers are looked at again.
      c.t.clock.now = new Date(NOW.getTime() + minutes(120));
      expect(answerType(await mfa.answer(c.t, await adultSession(), code))).toBe('mfa-challenge-failed');
    });

    it('sends five codes a person in an hour, then says when onboarding may be tried again', async () => {
      const session = await adultSession();
      for (let i = 0; i < 5; i++) expect((await mfa.requestCode(c.t, session, `040111222${i}`)).json()).toEqual({ type: 'code-sent' });
      expect((await mfa.requestCode(c.t, session, '0401112229')).json()).toEqual({ type: 'too-many-mfa-attempts', nextAttempt: codesFitAgain });
      expect(await outbox(c.t)).toHaveLength(5);
      expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'too-many-onboarding-attempts', nextAttempt: codesFitAgain });
      // Enabling asks for a code too: a seventh attempt, and seven weigh four only 3/7 into the next hour.
      const sevenFitAgain = new Date(NOW.getTime() + minutes(60) + Math.ceil((minutes(60) * 3) / 7)).toISOString();
      expect(await status(await mfa.action(c.t, session, 'enable'))).toEqual({ type: 'too-many-onboarding-attempts', nextAttempt: sevenFitAgain });
      // Once the hour has slid past the burst, codes are sent again.
      c.t.clock.now = new Date(NOW.getTime() + minutes(120));
      expect((await mfa.requestCode(c.t, await adultSession(), '0401112229')).json()).toEqual({ type: 'code-sent' });
    });

    it('sends five codes a number in an hour, whoever asks', async () => {
      const adult = await adultSession();
      const guardian = await sessionFor(c.t, c.t.personIds.guardian);
      for (let i = 0; i < 3; i++) await mfa.requestCode(c.t, adult, '0409998877');
      for (let i = 0; i < 2; i++) await mfa.requestCode(c.t, guardian, '0409998877');
      expect((await mfa.requestCode(c.t, guardian, '0409998877')).json()).toMatchObject({ type: 'too-many-mfa-attempts' });
      expect(await outbox(c.t)).toHaveLength(5);
      expect((await mfa.requestCode(c.t, guardian, '0409998876')).json()).toEqual({ type: 'code-sent' });
    });

    it('belongs to the guardian in a mandate session: the guardian’s own phone and device', async () => {
      const session = await sessionFor(c.t, c.t.personIds.guardian, c.t.personIds.child8);
      expect(await status(await mfa.action(c.t, session, 'enable'))).toEqual({ type: 'user-wants-to-enable-mfa', phoneNumber: phones.guardian });
      expect(await storedDevice(c.t, c.t.personIds.guardian)).toMatchObject({ status: 'pending' });
      expect(await storedDevice(c.t, c.t.personIds.child8)).toBeUndefined();
    });
  });

  it('purges codes past their expiry', async () => {
    await mfa.requestCode(c.t, await adultSession(), phones.adult);
    expect((await c.t.app.purgeExpired())['mfaChallenges']).toBe(0);
    c.t.clock.now = new Date(NOW.getTime() + minutes(6));
    expect((await c.t.app.purgeExpired())['mfaChallenges']).toBe(1);
    expect(await c.database.db.select().from(mfaChallenges)).toEqual([]);
  });
});

describe.each(testDatabases)('the SMS second factor where the environment has it off, on $name', ({ open }) => {
  const c = mfaTestApp(open, { env: { FEATURES: '-mfa' } });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('says so, and sends nothing', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    expect(await status(await mfa.status(c.t, session))).toEqual({ type: 'environment-has-mfa-disabled' });
    expect(await status(await mfa.action(c.t, session, 'enable'))).toEqual({ type: 'environment-has-mfa-disabled' });
    expect((await mfa.requestCode(c.t, session, phones.adult)).statusCode).toBe(404);
    expect((await mfa.answer(c.t, session, '1234')).statusCode).toBe(404);
    expect(await outbox(c.t)).toEqual([]);
  });
});
