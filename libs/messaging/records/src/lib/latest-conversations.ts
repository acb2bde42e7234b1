import type { Database } from '@portal/shared/db';
import { messages, messagingThreads, practitioners, professionalUsers, threadReads } from '@portal/shared/db';
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';

/**
 * The patient's latest conversations with what the summary needs: the last message time (for
 * the read rule and the order), the patient's read time, the latest message still shown and its
 * latest professional author. One statement: each thread's parts come from lateral subqueries.
 */
export function latestConversations(db: Database, patientId: number, limit: number) {
  const lastMessage = db
    .select({ at: max(messages.created).as('last_message_at') })
    .from(messages)
    .where(eq(messages.threadId, messagingThreads.id))
    .as('last_message');
  const latestShown = db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.threadId, messagingThreads.id), isNull(messages.deletedAt)))
    .orderBy(desc(messages.created), desc(messages.id))
    .limit(1)
    .as('latest_shown');
  const latestProfessional = db
    .select({
      firstName: professionalUsers.firstName,
      lastName: professionalUsers.lastName,
      pictureUrl: practitioners.profilePictureUrl,
    })
    .from(messages)
    // The inner join keeps only messages a professional wrote.
    .innerJoin(professionalUsers, eq(professionalUsers.id, messages.authorProfessionalId))
    .leftJoin(practitioners, eq(practitioners.id, professionalUsers.practitionerId))
    .where(and(eq(messages.threadId, messagingThreads.id), isNull(messages.deletedAt)))
    .orderBy(desc(messages.created), desc(messages.id))
    .limit(1)
    .as('latest_professional');

  return db
    .select({
      id: messagingThreads.id,
      title: messagingThreads.title,
      created: messagingThreads.created,
      lastMessageAt: lastMessage.at,
      readAt: threadReads.readAt,
      latestContent: latestShown.content,
      professional: {
        firstName: latestProfessional.firstName,
        lastName: latestProfessional.lastName,
        pictureUrl: latestProfessional.pictureUrl,
      },
    })
    .from(messagingThreads)
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoinLateral(latestShown, sql`true`)
    .leftJoinLateral(latestProfessional, sql`true`)
    .leftJoin(
      threadReads,
      and(eq(threadReads.threadId, messagingThreads.id), eq(threadReads.readerKind, 'customer'), eq(threadReads.readerId, patientId)),
    )
    .where(and(eq(messagingThreads.patientId, patientId), eq(messagingThreads.threadType, 'customer')))
    .orderBy(sql`coalesce(${lastMessage.at}, ${messagingThreads.created}) desc`, desc(messagingThreads.id))
    .limit(limit);
}
export type ConversationRow = Awaited<ReturnType<typeof latestConversations>>[number];
