import { ACCESSIBILITY_FEEDBACK_ANSWER_DAYS } from '@portal/info/contracts';
import type { Database } from '@portal/shared/db';
import { deleteRows, accessibilityFeedback } from '@portal/shared/db';
import type { Brand } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/**
 * Answered feedback is kept a year after the answer, so that the clinic can show what it answered
 * should the sender turn to the supervisory authority; then the message and the address go.
 * Unanswered feedback is never purged: the answer is still owed.
 */
export const KEEP_ANSWERED_FEEDBACK_DAYS = 365;

export type FeedbackRow = typeof accessibilityFeedback.$inferSelect;

export interface NewFeedback {
  language: Language;
  brand: Brand;
  /** Empty when not given. */
  page: string;
  message: string;
  /** Empty when not given. */
  replyEmail: string;
  /** The signed-in sender; null for an anonymous one. */
  personId: number | null;
}

/** The clinic's deadline for the answer: 14 days from receiving the feedback. */
export function answerDueOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACCESSIBILITY_FEEDBACK_ANSWER_DAYS * DAY_MS);
}

export async function storeFeedback(db: Database, feedback: NewFeedback, createdAt: Date): Promise<FeedbackRow> {
  const [row] = await db
    .insert(accessibilityFeedback)
    .values({
      createdAt,
      answerDue: answerDueOf(createdAt),
      language: feedback.language,
      brand: feedback.brand,
      page: feedback.page === '' ? null : feedback.page,
      message: feedback.message,
      replyEmail: feedback.replyEmail === '' ? null : feedback.replyEmail,
      personId: feedback.personId,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Newest first. */
export function latestFeedback(db: Database, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(accessibilityFeedback).orderBy(desc(accessibilityFeedback.createdAt), desc(accessibilityFeedback.id)).limit(limit);
}

/** Marks the feedback answered now; one answered already keeps its first time. False for an unknown id. */
export async function markAnswered(db: Database, id: number, at: Date): Promise<boolean> {
  const [found] = await db.select({ id: accessibilityFeedback.id }).from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
  if (!found) return false;
  await db
    .update(accessibilityFeedback)
    .set({ answeredAt: at })
    .where(and(eq(accessibilityFeedback.id, id), isNull(accessibilityFeedback.answeredAt)));
  return true;
}

export async function purgeAnsweredFeedback(db: Database, at: Date): Promise<number> {
  return deleteRows(
    db,
    accessibilityFeedback,
    and(isNotNull(accessibilityFeedback.answeredAt), lt(accessibilityFeedback.answeredAt, new Date(at.getTime() - KEEP_ANSWERED_FEEDBACK_DAYS * DAY_MS))),
  );
}
