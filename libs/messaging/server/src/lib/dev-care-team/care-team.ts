import { insertMessage, markRead } from '@portal/messaging/records';
import type { Database, JobQueue } from '@portal/shared/db';
import { messages, messagingThreads, persons, professionalAbsences, professionalUsers, threadAssignments, threadProfessionals } from '@portal/shared/db';
import { and, asc, desc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { readTimeOf, threadActivity } from '../queries';
import { isThreadRead } from '../read-rule';
import { messageText } from '../send';

/** What the care team does in the development stand-in of its own system. */

export async function listProfessionals(db: Database) {
  return db.select().from(professionalUsers).orderBy(asc(professionalUsers.lastName), asc(professionalUsers.firstName));
}

export async function professional(db: Database, id: number) {
  const [row] = await db.select().from(professionalUsers).where(eq(professionalUsers.id, id));
  return row;
}

/** The professional takes part in, has access to, or is assigned the thread. */
const involves = (professionalId: number) =>
  or(
    exists(
      sql`(select 1 from ${threadProfessionals} where ${threadProfessionals.threadId} = ${messagingThreads.id} and ${threadProfessionals.professionalUserId} = ${professionalId})`,
    ),
    exists(
      sql`(select 1 from ${threadAssignments} where ${threadAssignments.threadId} = ${messagingThreads.id} and ${threadAssignments.assigneeId} = ${professionalId} and ${threadAssignments.endedAt} is null)`,
    ),
  );

export async function threadOfProfessional(db: Database, professionalId: number, threadId: number) {
  const [row] = await db
    .select({ thread: messagingThreads, customer: { firstName: persons.firstName, lastName: persons.lastName } })
    .from(messagingThreads)
    .innerJoin(persons, eq(persons.id, messagingThreads.patientId))
    .where(and(eq(messagingThreads.id, threadId), involves(professionalId)));
  return row;
}

/** The read rule for a professional: their own current assignment counts too. */
export async function isReadByProfessional(db: Database, professionalId: number, threadId: number): Promise<boolean> {
  const [activity, readAt, [assignment]] = await Promise.all([
    threadActivity(db, threadId),
    readTimeOf(db, threadId, { kind: 'professional', id: professionalId }),
    db
      .select({ assignedAt: threadAssignments.assignedAt })
      .from(threadAssignments)
      .where(and(eq(threadAssignments.threadId, threadId), eq(threadAssignments.assigneeId, professionalId), isNull(threadAssignments.endedAt))),
  ]);
  return isThreadRead({ readAt, lastMessageAt: activity.lastMessageAt, ownAssignmentAt: assignment?.assignedAt ?? null, professionalTimestamp: activity.lastDeletedAt });
}

export async function threadsOfProfessional(db: Database, professionalId: number) {
  const activityAt = sql<Date>`coalesce((select max(${messages.created}) from ${messages} where ${messages.threadId} = ${messagingThreads.id}), ${messagingThreads.created})`;
  const rows = await db
    .select({ thread: messagingThreads, activityAt, customer: { firstName: persons.firstName, lastName: persons.lastName } })
    .from(messagingThreads)
    .innerJoin(persons, eq(persons.id, messagingThreads.patientId))
    .where(involves(professionalId))
    .orderBy(desc(activityAt), desc(messagingThreads.id))
    .limit(200);
  return Promise.all(rows.map(async (row) => ({ ...row, activityAt: new Date(row.activityAt), isRead: await isReadByProfessional(db, professionalId, row.thread.id) })));
}

export async function threadMessages(db: Database, threadId: number) {
  return db
    .select({
      message: messages,
      professional: { firstName: professionalUsers.firstName, lastName: professionalUsers.lastName },
      person: { firstName: persons.firstName, lastName: persons.lastName },
    })
    .from(messages)
    .leftJoin(professionalUsers, eq(professionalUsers.id, messages.authorProfessionalId))
    .leftJoin(persons, eq(persons.id, messages.authorPersonId))
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.created), asc(messages.id));
}

export async function markReadByProfessional(db: Database, professionalId: number, threadId: number, at: Date): Promise<void> {
  await markRead(db, threadId, { kind: 'professional', id: professionalId }, at);
}

/**
 * The professional's answer; it counts as their read of the thread. The patient's notice that a
 * message is waiting is written in the same transaction (the notifications domain sends it).
 */
export async function answer(db: Database, jobs: JobQueue, professionalId: number, threadId: number, content: string, at: Date): Promise<void> {
  const text = messageText(content, 'content', false);
  await db.transaction(async (tx) => {
    const message = await insertMessage(tx, { threadId, content: text, author: { kind: 'professional', professionalId }, attachments: [], at });
    await markRead(tx, threadId, { kind: 'professional', id: professionalId }, at);
    await jobs.send(tx, 'notification', { about: 'message', threadId, messageId: message.id });
  });
}

/** Marks a message of the thread deleted: who, when and why. False when there is no such message not yet deleted. */
export async function deleteMessage(db: Database, professionalId: number, threadId: number, messageId: number, reason: string, at: Date): Promise<boolean> {
  const deleted = await db
    .update(messages)
    .set({ deletedAt: at, deletedByProfessionalId: professionalId, deletedReason: reason })
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId), isNull(messages.deletedAt)))
    .returning({ id: messages.id });
  return deleted.length > 0;
}

export async function absencesOfProfessional(db: Database, professionalId: number) {
  return db.select().from(professionalAbsences).where(eq(professionalAbsences.absenceeUserId, professionalId)).orderBy(desc(professionalAbsences.startDate));
}

export async function addAbsence(db: Database, absence: { professionalId: number; startDate: string; endDate: string; substituteId: number | null; internalMessage: string | null }): Promise<void> {
  await db.insert(professionalAbsences).values({
    absenceeUserId: absence.professionalId,
    substituteUserIds: absence.substituteId === null ? [] : [absence.substituteId],
    startDate: absence.startDate,
    endDate: absence.endDate,
    internalMessage: absence.internalMessage,
  });
}
