import { helsinkiDateString } from '@portal/shared/util';
import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { downloadPath } from './download';
import { idOf, notFound } from './errors';
import { mutationResolvers } from './mutations';
import { pageOf } from './pagination';
import {
  absencesOf,
  assignmentsOf,
  attachmentsOf,
  careTeam,
  customerThread,
  customerThreads,
  customerAttachment,
  invitationsOf,
  isMessagingCustomer,
  latestMessage,
  messagePage,
  questionnaireForm,
  readStatuses,
  threadProfessionalsOf,
} from './queries';
import { customerUserOf, isReadByCustomer, professionalOf, threadModel } from './resolvers-support';

const dateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    throw new TypeError('DateTime must be a Date');
  },
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new TypeError('DateTime must be an ISO 8601 string');
    return new Date(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw new TypeError('DateTime must be an ISO 8601 string');
    return new Date(ast.value);
  },
});

export const resolvers: Resolvers = {
  DateTime: dateTime,

  Query: {
    async customerMessagingPageState(_root, _args, ctx) {
      const { maintenance, announcement } = ctx.messagingConfig;
      const isCustomer = await isMessagingCustomer(ctx.db, ctx.acting.subjectId);
      return {
        status: maintenance ? 'MAINTENANCE_MODE' : 'OK',
        customerMessagingUserId: isCustomer ? String(ctx.acting.subjectId) : null,
        customerMessagingInfo: announcement ? { active: true, heading: announcement.heading, description: announcement.description, announcementType: announcement.type } : null,
      };
    },
    async messagingThreads(_root, { pagination }, ctx) {
      const { totalCount, rows } = await customerThreads(ctx.db, ctx.acting.subjectId, pageOf(pagination));
      return { totalCount, paginatedThreads: rows.map((row) => threadModel(row, true)) };
    },
    async messagingThreadForCustomer(_root, { id, pagination }, ctx) {
      const row = await customerThread(ctx.db, ctx.acting.subjectId, idOf(id));
      if (!row) throw notFound();
      // Checked here, so that a bad page is an error even when the messages are not asked for.
      pageOf(pagination);
      return threadModel(row, false, pagination ?? null);
    },
    careTeam: (_root, _args, ctx) => careTeam(ctx.db, ctx.acting.subjectId, ctx.now()),
    async attachmentDownloadUrl(_root, { id }, ctx) {
      const attachment = await customerAttachment(ctx.db, ctx.acting.subjectId, idOf(id));
      if (!attachment) throw notFound();
      return downloadPath(attachment.id, ctx.csrfToken, ctx.now());
    },
  },

  Mutation: mutationResolvers,

  MessagingThread: {
    async participants(thread, _args, ctx) {
      const [customer, professionals] = await Promise.all([customerUserOf(ctx, thread.patientId), threadProfessionalsOf(ctx.db, thread.id, 'participant')]);
      return [...(customer ? [customer] : []), ...professionals];
    },
    assignments: (thread, { currentOnly }, ctx) => assignmentsOf(ctx.db, thread.id, currentOnly),
    professionalsWithAccess: (thread, _args, ctx) => threadProfessionalsOf(ctx.db, thread.id, 'access'),
    async readStatus(thread, _args, ctx) {
      const rows = await readStatuses(ctx.db, thread.id);
      const statuses = await Promise.all(
        rows.map(async (row) => {
          const readBy = row.readerKind === 'customer' ? await customerUserOf(ctx, row.readerId) : await professionalOf(ctx, row.readerId);
          return readBy ? { readBy, readAt: row.readAt } : null;
        }),
      );
      return statuses.filter((status) => status !== null);
    },
    isRead: (thread, _args, ctx) => isReadByCustomer(ctx, thread.id),
    async messages(thread, { pagination }, ctx) {
      if (thread.latestMessageOnly) {
        const [latest, all] = await Promise.all([latestMessage(ctx.db, thread.id), messagePage(ctx.db, thread.id, { limit: 0, offset: 0 })]);
        return { totalCount: all.totalCount, paginatedMessages: latest ? [latest] : [] };
      }
      const { totalCount, rows } = await messagePage(ctx.db, thread.id, pageOf(pagination ?? thread.messagePagination));
      return { totalCount, paginatedMessages: rows };
    },
  },

  ThreadAssignment: {
    async assignee(assignment, _args, ctx) {
      const professional = await professionalOf(ctx, assignment.assigneeId);
      if (!professional) throw new Error('assignee missing');
      return professional;
    },
  },

  Message: {
    content: (message) => (message.deletedAt ? null : message.content),
    async author(message, _args, ctx) {
      if (message.authorProfessionalId !== null) return (await professionalOf(ctx, message.authorProfessionalId)) ?? null;
      if (message.authorPersonId !== null) return (await customerUserOf(ctx, message.authorPersonId)) ?? null;
      return null;
    },
    async attachments(message, _args, ctx) {
      if (message.deletedAt) return [];
      const rows = await attachmentsOf(ctx.db, message.id);
      return rows.map((row) => ({ id: String(row.id), fileName: row.fileName, contentType: row.contentType }));
    },
    questionnaireInvitations: (message, _args, ctx) => (message.deletedAt ? [] : invitationsOf(ctx.db, message.id, ctx.acting.subjectId)),
    deleted: (message) => message.deletedAt !== null,
    deletedBy: async (message, _args, ctx) => (message.deletedByProfessionalId === null ? null : ((await professionalOf(ctx, message.deletedByProfessionalId)) ?? null)),
  },

  QuestionnaireInvitation: {
    async questionnaireForm(invitation, _args, ctx) {
      const form = await questionnaireForm(ctx.db, invitation.questionnaireFormId);
      if (!form) throw new Error('questionnaire form missing');
      return { id: String(form.id), questionnaireTitle: form.questionnaireTitle[ctx.lang] };
    },
  },

  /**
   * A customer sees a professional's name and title only: no e-mail address, no internal user
   * names, and of the absences only the one that covers today, and only of the professional now
   * handling the conversation (the notice that the assignee is away), never anyone's plans.
   */
  ProfessionalUser: {
    emailAddress: () => null,
    dhUserNames: () => [],
    async absences(user, _args, ctx, info) {
      if (!reachedAsAssignee(info.path)) return [];
      const today = helsinkiDateString(ctx.now());
      const rows = (await absencesOf(ctx.db, user.id, today)).filter((row) => row.startDate <= today);
      return rows.map((row) => ({
        absenceeUserId: String(row.absenceeUserId),
        substituteUserIds: row.substituteUserIds.map(String),
        startDate: row.startDate,
        endDate: row.endDate,
        // The care team's own note stays with the care team.
        internalMessage: null,
      }));
    },
  },
};

/** Whether a field is being resolved under a thread's `assignments { assignee }`. */
function reachedAsAssignee(path: GraphQLResolveInfo['path'] | undefined): boolean {
  // The path's last key is `absences`; its parent the professional, reached as `assignee`.
  return path?.prev?.key === 'assignee';
}
