import type { MessagingContext } from './context';
import type { PaginationInput, ProfessionalUser, Thread } from './models';
import { customerUser, professionalsByIds, readTimeOf, threadActivity } from './queries';
import { isThreadRead } from './read-rule';

/** Professionals met more than once in one answer (authors, assignees) are read once per request. */
const professionalCache = new WeakMap<MessagingContext, Map<number, Promise<ProfessionalUser | undefined>>>();

export function professionalOf(ctx: MessagingContext, id: number): Promise<ProfessionalUser | undefined> {
  let cache = professionalCache.get(ctx);
  if (!cache) {
    cache = new Map();
    professionalCache.set(ctx, cache);
  }
  let found = cache.get(id);
  if (!found) {
    found = professionalsByIds(ctx.db, [id]).then((rows) => rows[0]);
    cache.set(id, found);
  }
  return found;
}

/** The session's own person and the customer they act for see their own contact details. */
const isSessionsOwn = (ctx: MessagingContext, personId: number) => personId === ctx.acting.subjectId || personId === ctx.acting.personId;

export const customerUserOf = (ctx: MessagingContext, personId: number) => customerUser(ctx.db, personId, isSessionsOwn(ctx, personId));

export const threadModel = (row: Omit<Thread, 'latestMessageOnly' | 'messagePagination'>, latestMessageOnly: boolean, messagePagination: PaginationInput | null = null): Thread => ({
  ...row,
  latestMessageOnly,
  messagePagination,
});

/** The read rule for the session's customer. */
export async function isReadByCustomer(ctx: MessagingContext, threadId: number): Promise<boolean> {
  const [activity, readAt] = await Promise.all([threadActivity(ctx.db, threadId), readTimeOf(ctx.db, threadId, { kind: 'customer', id: ctx.acting.subjectId })]);
  return isThreadRead({ readAt, lastMessageAt: activity.lastMessageAt, ownAssignmentAt: null, professionalTimestamp: activity.lastDeletedAt });
}

