import { customerServiceIds, insertMessage, insertThread, markRead } from '@portal/messaging/records';
import { answerQuestionnaireInvitation } from '@portal/questionnaires/records';
import { pagePaths } from '@portal/shared/util';
import type { RateLimitRule } from '@portal/shared/server';
import { createRateLimiter } from '@portal/shared/server';
import type { MutationResolvers } from '../generated/resolvers-types';
import { ATTACHMENT_PURPOSE, fileTypeProblem, MAX_ATTACHMENT_BYTES_PER_MESSAGE } from './attachments';
import type { MessagingContext } from './context';
import { badInput, idOf, MessagingError, notFound } from './errors';
import { careTeam, customerThread, isMessagingCustomer } from './queries';
import { threadModel } from './resolvers-support';
import { acceptAttachments, checkAttachments, MAX_PARTICIPANTS, messageText, threadTitle } from './send';

/** The signed upload URL works this long. */
export const ATTACHMENT_UPLOAD_URL_MINUTES = 10;

/** Attachment uploads a signed-in person may start in an hour (a guardian's children count with the guardian). */
export const ATTACHMENT_UPLOAD_LIMIT: RateLimitRule = { name: 'messaging-attachment-upload', limit: 60, windowMinutes: 60 };
/** Messages and new threads a signed-in person may send in an hour. */
export const MESSAGE_SEND_LIMIT: RateLimitRule = { name: 'messaging-send', limit: 60, windowMinutes: 60 };

async function consume(ctx: MessagingContext, rule: RateLimitRule): Promise<void> {
  const outcome = await createRateLimiter(ctx.db, ctx.now).consume(rule, String(ctx.acting.personId));
  if (!outcome.allowed) throw new MessagingError('TOO_MANY_REQUESTS', 'Too many requests');
}

async function requireMessagingCustomer(ctx: MessagingContext): Promise<void> {
  // Without a patient record there is no customer messaging user (section 6).
  if (!(await isMessagingCustomer(ctx.db, ctx.acting.subjectId))) throw new MessagingError('FORBIDDEN', 'Forbidden');
}

function noInvitations(invitations: readonly unknown[] | null | undefined): void {
  // Questionnaires are sent by the care team; a customer never sends one.
  if (invitations && invitations.length > 0) throw badInput('questionnaireInvitations', 'not-allowed');
}

/**
 * Whom a customer may write to: customer service (an empty list picks its first professional) and
 * the customer's care team (`careTeam`). Any other id, a professional's outside that team or one
 * that names nobody, is refused alike, so the answer tells nothing about the staff.
 */
async function recipients(ctx: MessagingContext, participantIds: readonly (string | number)[]): Promise<number[]> {
  if (participantIds.length > MAX_PARTICIPANTS) throw badInput('participantIds', 'too-many');
  const ids = [...new Set(participantIds.map((id) => Number(String(id))))];
  const customerService = await customerServiceIds(ctx.db);
  if (customerService.length === 0) throw new Error('no customer service professional to send to');
  if (ids.length === 0) return customerService.slice(0, 1);
  const offered = new Set([...customerService, ...(await careTeam(ctx.db, ctx.acting.subjectId, ctx.now())).map((member) => member.id)]);
  if (ids.some((id) => !offered.has(id))) throw badInput('participantIds', 'not-allowed');
  return ids;
}

const threadPath = (ctx: MessagingContext, threadId: number) => pagePaths.messaging.conversation(ctx.lang, threadId);

export const mutationResolvers: MutationResolvers = {
  async sendMessageInNewThread(_root, { input }, ctx) {
    await requireMessagingCustomer(ctx);
    if (input.type !== 'customer') throw badInput('type', 'not-allowed');
    const title = threadTitle(input.title);
    const content = messageText(input.firstMessage.content, 'firstMessage.content', false);
    noInvitations(input.firstMessage.questionnaireInvitations);
    const professionalIds = await recipients(ctx, input.participantIds);
    const groups = input.separateThreadPerParticipant ? professionalIds.map((id) => [id]) : [professionalIds];
    // Each thread opened is a message sent, and counts against the hourly limit.
    for (let n = 0; n < groups.length; n++) await consume(ctx, MESSAGE_SEND_LIMIT);
    const attachments = await checkAttachments(ctx, ctx.acting.subjectId, input.firstMessage.attachments ?? []);
    const at = ctx.now();
    const threadIds = await ctx.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const group of groups) {
        ids.push(await insertThread(tx, { customerId: ctx.acting.subjectId, title, professionalIds: group, author: { kind: 'person', personId: ctx.acting.personId }, content, attachments, at }));
      }
      await acceptAttachments(tx, ctx.uploads, attachments);
      return ids;
    });
    return threadIds.map((id) => threadPath(ctx, id));
  },

  async sendMessage(_root, { threadId, message }, ctx) {
    const thread = await customerThread(ctx.db, ctx.acting.subjectId, idOf(threadId));
    if (!thread) throw notFound();
    if (!thread.isActive) throw new MessagingError('THREAD_CLOSED', 'The conversation is closed');
    noInvitations(message.questionnaireInvitations);
    const refs = message.attachments ?? [];
    // A reply needs text or at least one attachment.
    const content = messageText(message.content, 'message.content', refs.length > 0);
    await consume(ctx, MESSAGE_SEND_LIMIT);
    const attachments = await checkAttachments(ctx, ctx.acting.subjectId, refs);
    const at = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const row = await insertMessage(tx, { threadId: thread.id, content, author: { kind: 'person', personId: ctx.acting.personId }, attachments, at });
      await acceptAttachments(tx, ctx.uploads, attachments);
      await markRead(tx, thread.id, { kind: 'customer', id: ctx.acting.subjectId }, at);
      return row;
    });
  },

  async markAsRead(_root, { threadId }, ctx) {
    const thread = await customerThread(ctx.db, ctx.acting.subjectId, idOf(threadId));
    if (!thread) throw notFound();
    await markRead(ctx.db, thread.id, { kind: 'customer', id: ctx.acting.subjectId }, ctx.now());
    return threadModel(thread, false);
  },

  async createAttachmentUpload(_root, { fileName, contentType, size }, ctx) {
    await requireMessagingCustomer(ctx);
    const problem = fileTypeProblem(fileName, contentType);
    if (problem) throw badInput(problem === 'content-type' ? 'contentType' : 'fileName', problem);
    if (!Number.isInteger(size) || size < 1) throw badInput('size', 'out-of-range');
    if (size > MAX_ATTACHMENT_BYTES_PER_MESSAGE) throw new MessagingError('ATTACHMENT_REJECTED', 'Attachment rejected', { reason: 'total-too-large', maxBytes: MAX_ATTACHMENT_BYTES_PER_MESSAGE });
    await consume(ctx, ATTACHMENT_UPLOAD_LIMIT);
    const expiresAt = new Date(ctx.now().getTime() + ATTACHMENT_UPLOAD_URL_MINUTES * 60_000);
    // The declared size is the most the store takes: a larger file is refused while it streams in.
    return ctx.uploads.create({ ownerId: ctx.acting.subjectId, purpose: ATTACHMENT_PURPOSE, contentType, maxBytes: size, expiresAt });
  },

  async answerQuestionnaire(_root, { questionnaireInvitationId, answers }, ctx) {
    const outcome = await answerQuestionnaireInvitation(ctx.db, { patientId: ctx.acting.subjectId, invitationId: idOf(questionnaireInvitationId), answers, at: ctx.now() });
    switch (outcome.type) {
      case 'answered':
        return outcome.record.invitation;
      case 'not-found':
        throw notFound();
      case 'already-answered':
        throw new MessagingError('ALREADY_ANSWERED', 'The questionnaire is already answered');
      case 'malformed':
        throw badInput('answers', outcome.reason);
      case 'invalid': {
        // The first problem in the form's order; the fixed reason never quotes an answer.
        const [first] = outcome.problems;
        throw badInput(`answers.${first?.questionId ?? ''}`, first?.problem ?? 'invalid');
      }
    }
  },
};
