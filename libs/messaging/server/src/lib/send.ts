import type { MessageAttachmentRecord } from '@portal/messaging/records';
import type { Database } from '@portal/shared/db';
import { storedObjects } from '@portal/shared/db';
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

type CheckedAttachment = MessageAttachmentRecord;

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
