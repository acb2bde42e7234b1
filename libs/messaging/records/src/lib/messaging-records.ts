import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '@portal/shared/db';
import { messageAttachments, messages, messagingThreads, professionalUsers, threadAssignments, threadProfessionals, threadReads } from '@portal/shared/db';

/**
 * How customer conversations are stored: one implementation for every domain that starts a
 * conversation (messaging's own new threads, prescription renewals). Callers check input,
 * ownership and attachments first; these only write rows, in the caller's transaction.
 */

export type MessageAuthor = { kind: 'person'; personId: number } | { kind: 'professional'; professionalId: number };

/** An uploaded file already checked to be the customer's own, of an allowed type and size. */
export interface MessageAttachmentRecord {
  key: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export type ThreadReader = { kind: 'customer' | 'professional'; id: number };

/** Records a read now; a later read time already there (another tab) is kept. */
export async function markRead(db: Database, threadId: number, reader: ThreadReader, at: Date): Promise<void> {
  await db
    .insert(threadReads)
    .values({ threadId, readerKind: reader.kind, readerId: reader.id, readAt: at })
    .onConflictDoUpdate({
      target: [threadReads.threadId, threadReads.readerKind, threadReads.readerId],
      set: { readAt: sql`greatest(${threadReads.readAt}, excluded.read_at)` },
    });
}

/** Customer service: the care-team members who are no practitioner. A thread without chosen recipients goes to them. */
export async function customerServiceIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: professionalUsers.id }).from(professionalUsers).where(isNull(professionalUsers.practitionerId)).orderBy(asc(professionalUsers.id));
  return rows.map((row) => row.id);
}

/** Inserts one message with its attachments. */
export async function insertMessage(
  tx: Database,
  message: { threadId: number; content: string; author: MessageAuthor; attachments: readonly MessageAttachmentRecord[]; at: Date },
): Promise<typeof messages.$inferSelect> {
  const [row] = await tx
    .insert(messages)
    .values({
      threadId: message.threadId,
      created: message.at,
      content: message.content,
      authorPersonId: message.author.kind === 'person' ? message.author.personId : null,
      authorProfessionalId: message.author.kind === 'professional' ? message.author.professionalId : null,
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  if (message.attachments.length > 0) {
    await tx.insert(messageAttachments).values(
      message.attachments.map((attachment) => ({
        messageId: row.id,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        sizeBytes: attachment.sizeBytes,
        storageKey: attachment.key,
      })),
    );
  }
  return row;
}

/** A new customer thread with its professionals (the first one assigned) and its first message, which the customer has read. */
export async function insertThread(
  tx: Database,
  thread: {
    customerId: number;
    title: string;
    professionalIds: readonly number[];
    author: MessageAuthor;
    content: string;
    attachments: readonly MessageAttachmentRecord[];
    at: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(messagingThreads)
    .values({ patientId: thread.customerId, title: thread.title, isActive: true, created: thread.at, threadType: 'customer' })
    .returning({ id: messagingThreads.id });
  if (!row) throw new Error('thread insert returned nothing');
  if (thread.professionalIds.length > 0) {
    await tx.insert(threadProfessionals).values(thread.professionalIds.map((professionalUserId) => ({ threadId: row.id, professionalUserId, role: 'participant' as const })));
  }
  const [assignee] = thread.professionalIds;
  if (assignee !== undefined) await tx.insert(threadAssignments).values({ threadId: row.id, assigneeId: assignee, assignedAt: thread.at });
  await insertMessage(tx, { threadId: row.id, content: thread.content, author: thread.author, attachments: thread.attachments, at: thread.at });
  // The customer wrote it, so the customer has read it.
  await markRead(tx, row.id, { kind: 'customer', id: thread.customerId }, thread.at);
  return row.id;
}
