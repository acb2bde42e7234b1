import * as v from 'valibot';
import { TimelineItemSchema } from './front-page';

/**
 * `GET /api/family?lang`: the family view of a guardian's session (issue "families"): the guardian
 * and each child the authorisation service allowed them to act for at sign-in, each with their
 * upcoming appointments and what needs doing. `POST /api/session/acting-for` switches between them.
 */
export const FamilyMemberSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  firstName: v.string(),
  lastName: v.string(),
  /** The guardian themselves (the first member), not a child. */
  isGuardian: v.boolean(),
  /** Whether the session acts for this member now. */
  isActive: v.boolean(),
  /** The next appointments, soonest first, at most three. */
  upcomingAppointments: v.array(TimelineItemSchema),
  /** An appointment whose self check-in is open now. */
  checkInOpen: v.boolean(),
  /** Invoices still to be paid (open or overdue). */
  unpaidInvoices: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Conversations with a message not read yet; 0 where the brand has no conversations. */
  unreadConversations: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type FamilyMember = v.InferOutput<typeof FamilyMemberSchema>;

export const FamilySchema = v.object({ members: v.array(FamilyMemberSchema) });
export type Family = v.InferOutput<typeof FamilySchema>;
