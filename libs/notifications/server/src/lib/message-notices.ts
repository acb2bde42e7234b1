import type { Database, MessageNoticeJob } from '@portal/shared/db';
import { messages, messagingThreads, noticePreferencesOf, patients, persons } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { isMessagingServed } from '@portal/shared/server';
import { isLanguage, pagePaths, partsOfChannel, smsPhoneNumber } from '@portal/shared/util';
import { and, eq } from 'drizzle-orm';
import type { MessageNotice } from './messages/message-notice-mail';

export type MessageNoticeLookup =
  /** Where it goes: each null when that channel is not chosen or has no address on record. */
  | { type: 'send'; notice: MessageNotice; to: string | null; smsTo: string | null }
  /** Nothing to send, and nothing to try again: why (for the job's log line, no personal data). */
  | { type: 'skip'; reason: 'notServed' | 'noMessage' | 'notFromCareTeam' | 'deleted' | 'noAddress' | 'notWanted' };

/**
 * The notice of a care team's message, read as things are now: to the patient's e-mail address and
 * phone on record (my information), as the patient chose for message notices (before any choice,
 * by e-mail), in the language of their account, linking the conversation. A message deleted since,
 * or one the patient wrote, gets none; nor does a brand without conversations.
 */
export async function lookUpMessageNotice(db: Database, config: ApiConfig, job: MessageNoticeJob): Promise<MessageNoticeLookup> {
  if (!isMessagingServed(config)) return { type: 'skip', reason: 'notServed' };
  const [row] = await db
    .select({
      professionalId: messages.authorProfessionalId,
      deletedAt: messages.deletedAt,
      patientId: patients.personId,
      email: patients.email,
      phone: patients.phoneNumber,
      language: persons.language,
    })
    .from(messages)
    .innerJoin(messagingThreads, eq(messagingThreads.id, messages.threadId))
    .innerJoin(patients, eq(patients.personId, messagingThreads.patientId))
    .innerJoin(persons, eq(persons.id, messagingThreads.patientId))
    .where(and(eq(messages.id, job.messageId), eq(messages.threadId, job.threadId)));
  if (!row) return { type: 'skip', reason: 'noMessage' };
  if (row.professionalId === null) return { type: 'skip', reason: 'notFromCareTeam' };
  if (row.deletedAt) return { type: 'skip', reason: 'deleted' };
  const wanted = partsOfChannel((await noticePreferencesOf(db, row.patientId)).messages);
  if (!wanted.email && !wanted.sms) return { type: 'skip', reason: 'notWanted' };
  const to = wanted.email ? row.email : null;
  const smsTo = wanted.sms && row.phone ? smsPhoneNumber(row.phone) : null;
  if (to === null && smsTo === null) return { type: 'skip', reason: 'noAddress' };
  const language = isLanguage(row.language) ? row.language : 'fi';
  return {
    type: 'send',
    to,
    smsTo,
    notice: { brand: config.brand, language, conversationUrl: `${config.publicOrigin}${pagePaths.messaging.conversation(language, job.threadId)}` },
  };
}
