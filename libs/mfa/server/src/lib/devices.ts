import type { MfaStatus } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { mfaDevices, mfaOnboardingDismissals } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { createRateLimiter } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import { CODES_SENT_PER_PERSON, WRONG_ANSWERS_PER_PERSON } from './codes';

export type MfaDevice = typeof mfaDevices.$inferSelect;

export async function deviceOf(db: Database, personId: number): Promise<MfaDevice | undefined> {
  const [device] = await db.select().from(mfaDevices).where(eq(mfaDevices.personId, personId));
  return device;
}

/**
 * A code was sent to `phoneNumber` for onboarding. A verified device stays as it is until the new
 * number answers, so asking for a code to another number never turns the second factor off.
 */
export async function markPending(db: Database, personId: number, phoneNumber: string, at: Date): Promise<void> {
  await db
    .insert(mfaDevices)
    .values({ personId, phoneNumber, status: 'pending', createdAt: at })
    .onConflictDoUpdate({ target: mfaDevices.personId, set: { phoneNumber, createdAt: at }, setWhere: eq(mfaDevices.status, 'pending') });
}

/** The number answered its code: from now on sign-in codes go there. */
export async function markVerified(db: Database, personId: number, phoneNumber: string, at: Date): Promise<void> {
  await db
    .insert(mfaDevices)
    .values({ personId, phoneNumber, status: 'verified', createdAt: at, verifiedAt: at })
    .onConflictDoUpdate({ target: mfaDevices.personId, set: { phoneNumber, status: 'verified', verifiedAt: at } });
}

export async function removeDevice(db: Database, personId: number): Promise<void> {
  await db.delete(mfaDevices).where(eq(mfaDevices.personId, personId));
}

export function isMfaEnabled(config: ApiConfig): boolean {
  return config.features.includes('mfa');
}

/**
 * The person's second factor (account doc section 3, MFA status types). A person who has used up
 * the hour's codes or wrong answers is told when onboarding may be tried again.
 */
export async function mfaStatusOf(deps: { db: Database; config: ApiConfig; now: () => Date }, personId: number): Promise<MfaStatus> {
  const { db, config, now } = deps;
  if (!isMfaEnabled(config)) return { type: 'environment-has-mfa-disabled' };
  const device = await deviceOf(db, personId);
  if (device?.status === 'verified') return { type: 'enabled', phoneNumber: device.phoneNumber };
  const limiter = createRateLimiter(db, now);
  const limits = await Promise.all([limiter.peek(CODES_SENT_PER_PERSON, String(personId)), limiter.peek(WRONG_ANSWERS_PER_PERSON, String(personId))]);
  const locked = limits.filter((limit) => limit.exhausted).map((limit) => limit.retryAt.getTime());
  if (locked.length > 0) return { type: 'too-many-onboarding-attempts', nextAttempt: new Date(Math.max(...locked)).toISOString() };
  const dismissed = (await db.select({ personId: mfaOnboardingDismissals.personId }).from(mfaOnboardingDismissals).where(eq(mfaOnboardingDismissals.personId, personId))).length > 0;
  const dismissal = dismissed ? { onboardingDismissed: true as const } : {};
  if (device?.status === 'pending') return { type: 'user-wants-to-enable-mfa', phoneNumber: device.phoneNumber, ...dismissal };
  return { type: 'user-has-no-verified-mfa-device', ...dismissal };
}

/** The person closed the front page's box offering the factor: it does not come back. Repeats change nothing. */
export async function dismissOnboarding(db: Database, personId: number, now: Date): Promise<void> {
  await db.insert(mfaOnboardingDismissals).values({ personId, dismissedAt: now }).onConflictDoNothing();
}
