import { smsOutbox } from '@portal/shared/db';
import { testDatabases } from '@portal/shared/db/testing';
import type { DomainPlugin, SmsMessage } from '@portal/shared/server';
import { SmsNotSent } from '@portal/shared/server';
import type { TestSession } from '@portal/shared/server/testing';
import { call, hours, minutes, NOW, secureTestOrigin, sessionFor } from '@portal/shared/server/testing';
import { PassThrough } from 'node:stream';
import { createMfaServer } from '../../index';
import { insertVerifiedDevice, latestCode, mfa, mfaTestApp, outbox, phones, productionSmsGateway } from '../../testing/mfa-fixtures';

describe.each(testDatabases)('the development outbox on $name', ({ open }) => {
  const c = mfaTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  it('lists the messages newest first on /dev-sms, escaped, in the language asked', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    await mfa.requestCode(c.t, session, '0401112220');
    c.t.clock.now = new Date(NOW.getTime() + minutes(1));
    await mfa.requestCode(c.t, session, '0401112221');
    await c.database.db.insert(smsOutbox).values({ phoneNumber: '+358401112222', body: '<script>alert(1)</script>', createdAt: NOW });
    const response = await c.t.app.inject({ method: 'GET', url: '/dev-sms?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Text messages of the development environment');
    expect(response.body.indexOf('+358401112221')).toBeLessThan(response.body.indexOf('+358401112220'));
    expect(response.body).toContain(await latestCode(c.t, '+358401112221'));
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
    expect((await c.t.app.inject({ method: 'GET', url: '/dev-sms' })).body).toContain('Kehitysympäristön tekstiviestit');
  });

  it('answers the newest message to a number as JSON for the end-to-end tests', async () => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    await mfa.requestCode(c.t, session, phones.adult);
    await mfa.requestCode(c.t, session, phones.adult);
    const response = await c.t.app.inject({ method: 'GET', url: `/dev-sms/latest?phoneNumber=${encodeURIComponent('040 123 4567')}` });
    expect(response.statusCode).toBe(200);
    const code = await latestCode(c.t, phones.adult);
    expect(response.json()).toEqual({ phoneNumber: phones.adult, body: expect.stringContaining(code), code, createdAt: NOW.toISOString() });
    expect((await c.t.app.inject({ method: 'GET', url: '/dev-sms/latest?phoneNumber=0409999999' })).statusCode).toBe(404);
    // A booking text sent after the code does not hide it.
    await c.database.db.insert(smsOutbox).values({ phoneNumber: phones.adult, body: 'Kajo: Aikasi on varattu. Tiedot: https://portal.test/fi', createdAt: new Date(NOW.getTime() + 60_000) });
    expect((await c.t.app.inject({ method: 'GET', url: `/dev-sms/latest?phoneNumber=${encodeURIComponent(phones.adult)}` })).json()).toMatchObject({ code });
    expect((await c.t.app.inject({ method: 'GET', url: '/dev-sms/latest?phoneNumber=x' })).statusCode).toBe(400);
  });

  it('purges messages older than a day', async () => {
    await mfa.requestCode(c.t, await sessionFor(c.t, c.t.personIds.adult), phones.adult);
    c.t.clock.now = new Date(NOW.getTime() + hours(24) + 1000);
    expect((await c.t.app.purgeExpired())['smsOutbox']).toBe(1);
    expect(await outbox(c.t)).toEqual([]);
  });
});

describe.each(testDatabases)('the SMS gateway in production on $name', ({ open }) => {
  const sent: SmsMessage[] = [];
  let refuse = false;
  // The configured gateway's client is tested against a local server (twilio.test.ts); here a recording one stands in.
  const domain: DomainPlugin = createMfaServer({
    smsSender: () => ({
      send: async (message) => {
        if (refuse) throw new SmsNotSent('The SMS gateway refused the message: HTTP 400, code 21211', 400, 21211);
        sent.push(message);
      },
    }),
  });
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  const c = mfaTestApp(open, { env: { PORTAL_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_SECRET: 's', LOG_LEVEL: 'info', ...productionSmsGateway }, domain, logging: logs });
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(async () => {
    await c.reset();
    sent.length = 0;
    refuse = false;
  });

  /** A session as production's browser holds it: the `__Host-` cookie, and the https origin on state changes. */
  const productionSession = async (): Promise<TestSession> => {
    const session = await sessionFor(c.t, c.t.personIds.adult);
    return { ...session, cookie: session.cookie.replace('portal_session', '__Host-portal_session') };
  };
  const requestCode = (session: TestSession, phoneNumber: string) =>
    call(c.t, 'POST', '/api/mfa-onboarding?lang=fi', { session, body: { phoneNumber }, origin: secureTestOrigin });

  it('has no outbox page (404) and keeps nothing in the outbox', async () => {
    expect((await requestCode(await productionSession(), phones.adult)).json()).toEqual({ type: 'code-sent' });
    expect(sent).toEqual([{ to: phones.adult, body: expect.stringMatching(/^Kajo: Vahvistuskoodisi on \d{4}\./), validForSeconds: 300 }]);
    expect(await outbox(c.t)).toEqual([]);
    for (const url of ['/dev-sms', '/dev-sms?lang=en', `/dev-sms/latest?phoneNumber=${encodeURIComponent(phones.adult)}`]) {
      expect((await c.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers 502 SmsNotSent when the gateway refuses, and the unsent code answers nothing', async () => {
    refuse = true;
    const response = await requestCode(await productionSession(), phones.adult);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ type: 'SmsNotSent' });
    expect(logText).toContain('"gatewayCode":21211');
  });

  it('writes no phone number or code to the log', async () => {
    await insertVerifiedDevice(c.t, c.t.personIds.adult, phones.adult);
    const session = await productionSession();
    expect((await requestCode(session, '0507654321')).statusCode).toBe(200);
    c.t.clock.now = new Date(NOW.getTime() + minutes(31));
    expect((await call(c.t, 'POST', '/api/pin/send', { session, origin: secureTestOrigin })).statusCode).toBe(200);
    await call(c.t, 'GET', '/api/session', { session });
    const codes = sent.map((message) => /#(\d{4})$/.exec(message.body)?.[1] ?? 'missing');
    expect(codes).toHaveLength(2);
    expect(logText).toContain('/api/pin/send');
    for (const secret of ['507654321', '401234567', ...codes.map((code) => `#${code}`), session.csrfToken]) expect(logText).not.toContain(secret);
  });
});
