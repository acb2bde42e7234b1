import type { SmsRenewal } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { mfaDevices, persons } from '@portal/shared/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { clearSessionCookie, setSessionCookie } from './access';
import type { StoredSession } from './session-store';
import { createSessionStore } from './session-store';

/*
 * The SMS renewal window. An SMS code alone may bring back a session that ran out by idleness,
 * only within the absolute lifetime of its strong identification: until createdAt +
 * SESSION_ABSOLUTE_MINUTES (8 hours by default). Each renewal gives a new idle period that never
 * reaches past that end; after it only a new strong sign-in helps. So the absolute timeout stays
 * the one hard limit of every session, and a code (the weaker factor) never makes a session live
 * longer than the strong identification alone would have.
 *
 * Besides: the `mfa` feature must be on, the person must have a verified device, and the session
 * must not be a guardian's mandate session (acting for a child needs the authorisation service's
 * answer again). A logged-out session is deleted, so its cookie names nothing to renew.
 */

const minute = 60_000;

/** The last instant an SMS code may renew the session: the absolute timeout of its strong identification. */
export function smsRenewalEndsAt(session: StoredSession, config: ApiConfig): Date {
  return new Date(session.createdAt.getTime() + config.session.absoluteMinutes * minute);
}

export interface RenewableSession {
  session: StoredSession;
  firstName: string;
  /** The verified device's number, where the code goes. */
  phoneNumber: string;
}

/**
 * The expired session when an SMS code may renew it, with where the code goes; null otherwise.
 * A session that hit the absolute timeout ran out at the window's end, so `at` is past it too:
 * only sessions that ran out by idleness pass.
 */
export async function renewableSession(db: Database, config: ApiConfig, session: StoredSession | null, at: Date): Promise<RenewableSession | null> {
  if (!session || !config.features.includes('mfa')) return null;
  if (session.actingForId !== null) return null;
  if (session.expiresAt > at || at >= smsRenewalEndsAt(session, config)) return null;
  const [device] = await db
    .select({ firstName: persons.firstName, phoneNumber: mfaDevices.phoneNumber })
    .from(mfaDevices)
    .innerJoin(persons, eq(persons.id, mfaDevices.personId))
    .where(and(eq(mfaDevices.personId, session.personId), eq(mfaDevices.status, 'verified')));
  return device ? { session, ...device } : null;
}

/**
 * '+358 40 *** **67': the country code, two digits and the last two, enough to recognise one's own
 * phone on a shared computer, not enough to learn someone's number.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  const compact = phoneNumber.replace(/[^\d+]/g, '');
  const prefix = compact.startsWith('+358') ? '+358' : compact.startsWith('+') ? compact.slice(0, 3) : '';
  const rest = compact.slice(prefix.length);
  const head = rest.length > 6 ? rest.slice(0, 2) : '';
  const tail = rest.slice(-2);
  const hidden = '*'.repeat(Math.max(rest.length - head.length - tail.length, 3));
  const grouped = hidden.length > 3 ? `${hidden.slice(0, 3)} ${hidden.slice(3)}` : hidden;
  return [prefix, head, `${grouped}${tail}`].filter(Boolean).join(' ');
}

/** What the expired answer of `GET /api/session` tells about renewing by SMS. */
export function smsRenewalOf(renewable: RenewableSession): SmsRenewal {
  return { firstName: renewable.firstName, maskedPhoneNumber: maskPhoneNumber(renewable.phoneNumber), csrfToken: renewable.session.csrfToken };
}

interface RenewalDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * After a correct SMS code: new cookie and csrf tokens (the expired ones stop working, so a cookie
 * seen before is worth nothing), a new idle period, and the request's session from now on.
 */
export async function renewSessionWithSms(request: FastifyRequest, reply: FastifyReply, deps: RenewalDeps, expired: StoredSession): Promise<StoredSession | null> {
  const renewed = await createSessionStore(deps.db, deps.config.session, deps.now).renewWithSms(expired);
  if (!renewed) return null;
  setSessionCookie(reply, deps.config, renewed.token);
  request.session = renewed.session;
  request.expiredSession = null;
  // A renewal is a sign-in of its own, by the SMS code: the patient's sign-ins list it.
  await request.server.recordSignIn(request, { personId: renewed.session.personId, actingForId: renewed.session.actingForId, method: 'sms' });
  return renewed.session;
}

/** Ends an expired session for good (too many wrong codes): deleted, its cookie cleared. */
export async function endExpiredSession(request: FastifyRequest, reply: FastifyReply, deps: RenewalDeps, expired: StoredSession): Promise<void> {
  await createSessionStore(deps.db, deps.config.session, deps.now).destroyByHash(expired.tokenHash);
  clearSessionCookie(reply, deps.config);
  request.expiredSession = null;
}
