import type { Database, MessageNoticeJob } from '@portal/shared/db';
import { messages, messagingThreads, patients, persons } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { isMessagingServed } from '@portal/shared/server';
import { isLanguage, pagePaths } from '@portal/shared/util';
import { and, eq } from 'drizzle-orm';
import type { MessageNotice } from './messages/message-notice-mail';

export type MessageNoticeLookup =
  | { type: 'send'; notice: MessageNotice; to: string }
  /** Nothing to send, and nothing to try again: why (for the job's log line, no personal data). */
  | { type: 'skip'; reason: 'notServed' | 'noMessage' | 'notFromCareTeam' | 'deleted' | 'noAddress' };

/**
 * The notice of a care team's message, read as things are now: to the patient's e-mail address on
 * record (my information), in the language of their account, linking the conversation. A message
 * deleted since, or one the patient wrote, gets none; nor does a brand without conversations.
 */
export async function lookUpMessageNotice(db: Database, config: ApiConfig, job: MessageNoticeJob): Promise<MessageNoticeLookup> {
  if (!isMessagingServed(config)) return { type: 'skip', reason: 'notServed' };
  const [row] = await db
    .select({ professionalId: messages.authorProfessionalId, deletedAt: messages.deletedAt, email: patients.email, language: persons.language })
    .from(messages)
    .innerJoin(messagingThreads, eq(messagingThreads.id, messages.threadId))
    .innerJoin(patients, eq(patients.personId, messagingThreads.patientId))
    .innerJoin(persons, eq(persons.id, messagingThreads.patientId))
    .where(and(eq(messages.id, job.messageId), eq(messages.threadId, job.threadId)));
  if (!row) return { type: 'skip', reason: 'noMessage' };
  if (row.professionalId === null) return { type: 'skip', reason: 'notFromCareTeam' };
  if (row.deletedAt) return { type: 'skip', reason: 'deleted' };
  if (!row.email) return { type: 'skip', reason: 'noAddress' };
  const language = isLanguage(row.language) ? row.language : 'fi';
  return {
    type: 'send',
    to: row.email,
    notice: { brand: config.brand, language, conversationUrl: `${config.publicOrigin}${pagePaths.messaging.conversation(language, job.threadId)}` },
  };
}
