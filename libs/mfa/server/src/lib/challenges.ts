import type { MfaResultType } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import { deleteRows, mfaChallenges } from '@portal/shared/db';
import type { ApiConfig, SmsSender } from '@portal/shared/server';
import { configOf, createRateLimiter, HttpProblem, SmsNotSent } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { smsConfig } from './sms/sms-config';
import {
  ATTEMPTS_PER_CODE,
  CODE_VALID_MINUTES,
  CODES_SENT_PER_NUMBER,
  CODES_SENT_PER_PERSON,
  codeHash,
  generateCode,
  phoneNumberKey,
  sameCodeHash,
  WRONG_ANSWERS_PER_PERSON,
} from './codes';
import type { CodePurpose } from './sms/texts';
import { codeMessage } from './sms/texts';

export interface CodeDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
  sender: SmsSender;
}

export interface CodeRequest {
  personId: number;
  purpose: CodePurpose;
  /**
   * For sign-in, the expired session's stored hash: the code then renews that session only, never
   * another session of the same person.
   */
  sessionBinding?: string;
}

function bindingOf(challengeId: string, sessionBinding: string | undefined): string {
  return sessionBinding === undefined ? challengeId : `${challengeId}\n${sessionBinding}`;
}

/** A newer code replaces the older ones: only the latest answers. */
async function supersede(db: Database, personId: number, purpose: CodePurpose, at: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.personId, personId), eq(mfaChallenges.purpose, purpose), isNull(mfaChallenges.usedAt)));
}

/** Every code of the person is spent (the device was removed). */
export async function spendAllCodes(db: Database, personId: number, at: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.personId, personId), isNull(mfaChallenges.usedAt)));
}

export type SendOutcome = { sent: true } | { sent: false; nextAttempt: Date };

/**
 * Sends a new code to `phoneNumber` unless the person or the number has had enough codes this
 * hour. Only the code's keyed hash is stored; the code itself exists in the text message alone.
 */
export async function sendCode(deps: CodeDeps, log: FastifyBaseLogger, request: CodeRequest & { phoneNumber: string; lang: Language }): Promise<SendOutcome> {
  const { db, config, now } = deps;
  const limiter = createRateLimiter(db, now);
  const byPerson = await limiter.consume(CODES_SENT_PER_PERSON, String(request.personId));
  if (!byPerson.allowed) return { sent: false, nextAttempt: byPerson.retryAt };
  const byNumber = await limiter.consume(CODES_SENT_PER_NUMBER, phoneNumberKey(configOf(config, smsConfig).codeSecret, request.phoneNumber));
  if (!byNumber.allowed) return { sent: false, nextAttempt: byNumber.retryAt };

  const at = now();
  await supersede(db, request.personId, request.purpose, at);
  const id = randomUUID();
  const code = generateCode();
  await db.insert(mfaChallenges).values({
    id,
    personId: request.personId,
    purpose: request.purpose,
    phoneNumber: request.phoneNumber,
    codeHash: codeHash(configOf(config, smsConfig).codeSecret, bindingOf(id, request.sessionBinding), code),
    createdAt: at,
    expiresAt: new Date(at.getTime() + CODE_VALID_MINUTES * 60_000),
  });
  const body = codeMessage({ lang: request.lang, purpose: request.purpose, code, brand: config.brand, publicOrigin: config.publicOrigin });
  try {
    await deps.sender.send({ to: request.phoneNumber, body, validForSeconds: CODE_VALID_MINUTES * 60 });
  } catch (error) {
    // A code that never left answers nothing.
    await db.update(mfaChallenges).set({ usedAt: at }).where(eq(mfaChallenges.id, id));
    if (!(error instanceof SmsNotSent)) throw error;
    log.warn({ status: error.status, gatewayCode: error.gatewayCode }, 'the SMS gateway did not take a code');
    throw new HttpProblem(502, { type: 'SmsNotSent' });
  }
  return { sent: true };
}

export interface AnswerOutcome {
  type: MfaResultType;
  /** With mfa-ok: the number the code went to. */
  phoneNumber?: string;
}

/**
 * Checks an answer against the person's latest live code of the purpose. Every answer first
 * takes one of the person's wrong answers for the hour (given back when right), so concurrent
 * guesses are counted too; then one of the code's attempts, in one update that cannot pass the
 * limit. The last allowed wrong answer already says too-many-mfa-attempts.
 */
export async function answerCode(deps: Omit<CodeDeps, 'sender'>, request: CodeRequest & { code: string }): Promise<AnswerOutcome> {
  const { db, config, now } = deps;
  const limiter = createRateLimiter(db, now);
  const personKey = String(request.personId);
  const wrongAnswers = await limiter.consume(WRONG_ANSWERS_PER_PERSON, personKey);
  if (!wrongAnswers.allowed) return { type: 'too-many-mfa-attempts' };
  const lastAllowed = wrongAnswers.count >= WRONG_ANSWERS_PER_PERSON.limit;

  const at = now();
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.personId, request.personId), eq(mfaChallenges.purpose, request.purpose), isNull(mfaChallenges.usedAt), gt(mfaChallenges.expiresAt, at)))
    .orderBy(desc(mfaChallenges.createdAt))
    .limit(1);
  if (!challenge) return { type: lastAllowed ? 'too-many-mfa-attempts' : 'mfa-challenge-failed' };

  const [attempt] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt), lt(mfaChallenges.attempts, ATTEMPTS_PER_CODE)))
    .returning({ attempts: mfaChallenges.attempts });
  if (!attempt) return { type: 'too-many-mfa-attempts' };

  const expected = codeHash(configOf(config, smsConfig).codeSecret, bindingOf(challenge.id, request.sessionBinding), request.code);
  if (sameCodeHash(expected, challenge.codeHash)) {
    // Used once: of two right answers at the same moment, one wins.
    const [used] = await db
      .update(mfaChallenges)
      .set({ usedAt: at })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
      .returning({ id: mfaChallenges.id });
    if (!used) return { type: 'mfa-challenge-failed' };
    await limiter.refund(WRONG_ANSWERS_PER_PERSON, personKey);
    return { type: 'mfa-ok', phoneNumber: challenge.phoneNumber };
  }
  if (attempt.attempts >= ATTEMPTS_PER_CODE) {
    await db.update(mfaChallenges).set({ usedAt: at }).where(eq(mfaChallenges.id, challenge.id));
    return { type: 'too-many-mfa-attempts' };
  }
  return { type: lastAllowed ? 'too-many-mfa-attempts' : 'mfa-challenge-failed' };
}

/** Codes past their expiry answer nothing and are deleted. */
export async function purgeChallenges(db: Database, at: Date): Promise<number> {
  return deleteRows(db, mfaChallenges, lt(mfaChallenges.expiresAt, at));
}
