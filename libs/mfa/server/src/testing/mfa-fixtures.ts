import type { DatabaseHandle } from '@portal/shared/db';
import { mfaChallenges, mfaDevices, mfaOnboardingDismissals, patients, rateLimitCounters, sessions, smsOutbox } from '@portal/shared/db';
import type { DomainPlugin } from '@portal/shared/server';
import type { DomainTestApp, TestApp, TestSession } from '@portal/shared/server/testing';
import { call, domainTestApp, NOW } from '@portal/shared/server/testing';
import { desc, eq } from 'drizzle-orm';
import { mfaServer } from '../index';
import { codeInMessage } from '../lib/sms/texts';

/** Production requires an SMS gateway and a code secret; tests get an address that never answers. */
export const productionSmsGateway = {
  SMS_GATEWAY_URL: 'https://sms-gateway.test',
  SMS_GATEWAY_ACCOUNT: 'AC00000000000000000000000000000000',
  SMS_GATEWAY_TOKEN: 'test-gateway-token',
  SMS_SENDER: 'Kajo',
  SMS_CODE_SECRET: 'test-sms-code-secret-of-32-characters-or-more',
};

/** The fixture persons' phones on their patient records. */
export const phones = { adult: '+358401234567', guardian: '+358501112233' } as const;

export type MfaTestApp = DomainTestApp;

/**
 * The app with the MFA domain (or `domain`) on a database of its own; before each test no
 * devices, codes, closed boxes, messages, counters or sessions, and the fixture persons' phones back.
 */
export function mfaTestApp(
  open: () => Promise<DatabaseHandle>,
  options: { env?: Record<string, string>; domain?: DomainPlugin; logging?: NodeJS.WritableStream } = {},
): MfaTestApp {
  const { domain, ...rest } = options;
  return domainTestApp(open, {
    domains: [domain ?? mfaServer],
    ...rest,
    clear: [mfaChallenges, mfaDevices, mfaOnboardingDismissals, smsOutbox, rateLimitCounters, sessions],
    reset: async (t) => {
      await t.database.db.update(patients).set({ phoneNumber: phones.adult }).where(eq(patients.personId, t.personIds.adult));
      await t.database.db.update(patients).set({ phoneNumber: phones.guardian }).where(eq(patients.personId, t.personIds.guardian));
    },
  });
}

export async function outbox(t: TestApp) {
  return t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id));
}

/** The code of the newest message to `phoneNumber`, read from the outbox as a person reads their phone. */
export async function latestCode(t: TestApp, phoneNumber: string): Promise<string> {
  const [message] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phoneNumber)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = message ? codeInMessage(message.body) : null;
  if (!code) throw new Error('No code was sent to that number');
  return code;
}

/** A code that is not `code`: the next one round. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

export async function insertVerifiedDevice(t: TestApp, personId: number, phoneNumber: string): Promise<void> {
  await t.database.db.insert(mfaDevices).values({ personId, phoneNumber, status: 'verified', createdAt: NOW, verifiedAt: NOW });
}

export async function storedDevice(t: TestApp, personId: number) {
  const [device] = await t.database.db.select().from(mfaDevices).where(eq(mfaDevices.personId, personId));
  return device;
}

export const digits = (code: string) => ({ challengeResponseFromUser: code.split('') });

/** The MFA calls as the portal makes them. */
export const mfa = {
  status: (t: TestApp, session: TestSession) => call(t, 'GET', '/api/mfa', { session }),
  action: (t: TestApp, session: TestSession, action: 'enable' | 'disable') => call(t, 'POST', '/api/mfa', { session, body: { action } }),
  requestCode: (t: TestApp, session: TestSession, phoneNumber: string, lang = 'fi') =>
    call(t, 'POST', `/api/mfa-onboarding?lang=${lang}`, { session, body: { phoneNumber } }),
  answer: (t: TestApp, session: TestSession, code: string) => call(t, 'PUT', '/api/mfa-onboarding', { session, body: digits(code) }),
  sendPin: (t: TestApp, session: TestSession) => call(t, 'POST', '/api/pin/send', { session }),
  pin: (t: TestApp, session: TestSession, pin: string) => call(t, 'POST', '/api/pin', { session, body: { pin } }),
};
