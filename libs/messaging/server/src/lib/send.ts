import type { Database } from '@portal/shared/db';
import { messageAttachments, messages, messagingThreads, storedObjects, threadAssignments, threadProfessionals } from '@portal/shared/db';
import type { Uploads } from '@portal/shared/server';
import { eq } from 'drizzle-orm';
import {
  ATTACHMENT_HEAD_BYTES,
  ATTACHMENT_PURPOSE,
  attachmentContentMatches,
  fileTypeProblem,
  MAX_ATTACHMENT_BYTES_PER_MESSAGE,
} from './attachments';
import { badInput, MessagingError } from './errors';
import { markRead } from './queries';

/** The subject line of a new thread (section 5). */
export const MAX_TITLE_LENGTH = 70;
/** A message's text; the spec gives no limit, this keeps a message readable and the table sane. */
export const MAX_MESSAGE_LENGTH = 10_000;
/** Attachments of one message; the size limit binds first for most files. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 20;
/** Recipients of one new thread. */
export const MAX_PARTICIPANTS = 10;

export interface AttachmentRef {
  key: string;
  fileName: string;
  contentType: string;
}

interface CheckedAttachment extends AttachmentRef {
  sizeBytes: number;
}

const rejected = (reason: string, index: number) => new MessagingError('ATTACHMENT_REJECTED', 'Attachment rejected', { reason, index });

/**
 * The customer's uploads for one message: each their own, unused, of an allowed name and type,
 * uploaded, and its bytes what its type says; together at most 9437184 bytes. An upload whose
 * bytes are wrong is discarded at once; one not uploaded yet may still be sent later.
 */
export async function checkAttachments(deps: { db: Database; uploads: Uploads }, ownerId: number, refs: readonly AttachmentRef[]): Promise<CheckedAttachment[]> {
  if (refs.length > MAX_ATTACHMENTS_PER_MESSAGE) throw badInput('attachments', 'too-many');
  if (new Set(refs.map((ref) => ref.key)).size !== refs.length) throw badInput('attachments', 'duplicate');
  const checked: CheckedAttachment[] = [];
  for (const [index, ref] of refs.entries()) {
    const problem = fileTypeProblem(ref.fileName, ref.contentType);
    if (problem) throw rejected(problem, index);
    const [object] = await deps.db.select().from(storedObjects).where(eq(storedObjects.key, ref.key));
    // Someone else's upload, another kind of upload, and one already sent are all unknown here.
    if (!object || object.ownerId !== ownerId || object.purpose !== ATTACHMENT_PURPOSE || (object.status !== 'pending' && object.status !== 'quarantine')) {
      throw rejected('unknown-key', index);
    }
    if (object.contentType !== ref.contentType) throw rejected('content-type', index);
    const result = await deps.uploads.check(ref.key, {
      ownerId,
      purpose: ATTACHMENT_PURPOSE,
      contentMatches: attachmentContentMatches,
      headBytes: ATTACHMENT_HEAD_BYTES,
    });
    if (!result.ok) {
      if (result.problem === 'too-large' || result.problem === 'content-mismatch') await deps.uploads.discard([ref.key]);
      throw rejected(result.problem, index);
    }
    checked.push({ ...ref, sizeBytes: result.sizeBytes });
  }
  const total = checked.reduce((sum, attachment) => sum + attachment.sizeBytes, 0);
  if (total > MAX_ATTACHMENT_BYTES_PER_MESSAGE) throw new MessagingError('ATTACHMENT_REJECTED', 'Attachment rejected', { reason: 'total-too-large', maxBytes: MAX_ATTACHMENT_BYTES_PER_MESSAGE });
  return checked;
}

export type MessageAuthor = { kind: 'person'; personId: number } | { kind: 'professional'; professionalId: number };

/**
 * Inserts one message with its attachments, in the caller's transaction (which then accepts the
 * uploads with `acceptAttachments`).
 */
export async function insertMessage(
  tx: Database,
  message: { threadId: number; content: string; author: MessageAuthor; attachments: readonly CheckedAttachment[]; at: Date },
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

/** Accepts the checked uploads in the transaction; fails (rolling it back) when one was taken meanwhile. */
export async function acceptAttachments(tx: Database, uploads: Uploads, attachments: readonly CheckedAttachment[]): Promise<void> {
  const keys = [...new Set(attachments.map((attachment) => attachment.key))];
  if (keys.length === 0) return;
  const accepted = await uploads.accept(keys, tx);
  if (accepted !== keys.length) throw new MessagingError('ATTACHMENT_REJECTED', 'Attachment rejected', { reason: 'unknown-key' });
}

/** Trimmed text within the limit; blank is allowed only where `allowBlank` says so. */
export function messageText(content: string, field: string, allowBlank: boolean): string {
  const text = content.trim();
  if (text.length > MAX_MESSAGE_LENGTH) throw badInput(field, 'too-long');
  if (!allowBlank && text.length === 0) throw badInput(field, 'blank');
  return text;
}

export function threadTitle(title: string): string {
  const text = title.trim();
  if (text.length === 0) throw badInput('title', 'blank');
  if (text.length > MAX_TITLE_LENGTH) throw badInput('title', 'too-long');
  return text;
}

/** A new customer thread with its professionals (the first one assigned) and its first message. */
export async function insertThread(
  tx: Database,
  thread: { customerId: number; title: string; professionalIds: readonly number[]; author: MessageAuthor; content: string; attachments: readonly CheckedAttachment[]; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(messagingThreads)
    .values({ patientId: thread.customerId, title: thread.title, isActive: true, created: thread.at, threadType: 'customer' })
    .returning({ id: messagingThreads.id });
  if (!row) throw new Error('thread insert returned nothing');
  await tx.insert(threadProfessionals).values(thread.professionalIds.map((professionalUserId) => ({ threadId: row.id, professionalUserId, role: 'participant' as const })));
  const [assignee] = thread.professionalIds;
  if (assignee !== undefined) await tx.insert(threadAssignments).values({ threadId: row.id, assigneeId: assignee, assignedAt: thread.at });
  await insertMessage(tx, { threadId: row.id, content: thread.content, author: thread.author, attachments: thread.attachments, at: thread.at });
  // The customer wrote it, so the customer has read it.
  await markRead(tx, row.id, { kind: 'customer', id: thread.customerId }, thread.at);
  return row.id;
}
