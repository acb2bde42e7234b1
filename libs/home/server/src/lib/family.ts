import { CHECK_IN_OPENS_MINUTES } from '@portal/appointments/contracts';
import { upcomingAppointments } from '@portal/appointments/records';
import type { Family, FamilyMember } from '@portal/home/contracts';
import { latestConversations } from '@portal/messaging/records';
import type { Database } from '@portal/shared/db';
import { invoices, persons } from '@portal/shared/db';
import type { ApiConfig, StoredSession } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { and, count, eq, inArray } from 'drizzle-orm';
import { appointmentItem } from './mapping';
import { isThreadRead } from './rules';

/** Appointments a member's card shows; conversations looked at for unread ones. */
const FAMILY_APPOINTMENTS = 3;
const CONVERSATIONS_LOOKED_AT = 50;

/**
 * The family view of the session: the guardian first, then each child the authorisation service
 * allowed them to act for at sign-in (the session's `mayActFor`), each with their next
 * appointments and what needs doing (a check-in open now, invoices to pay, unread conversations),
 * read with each domain's own queries keyed by that one member. A session that acts for no one
 * and may act for no one has the guardian alone.
 */
export async function buildFamily(db: Database, config: ApiConfig, session: StoredSession, lang: Language, now: Date): Promise<Family> {
  const ids = [session.personId, ...session.mayActFor.filter((id) => id !== session.personId)];
  const people = await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(inArray(persons.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const conversationsServed = hasSection(capabilitiesOf(config.brand), 'conversations') && config.features.includes('customer-messaging-allowed');
  const activeId = session.actingForId ?? session.personId;

  const members = await Promise.all(
    ids.flatMap((id) => {
      const person = byId.get(id);
      if (!person) return [];
      return [
        (async (): Promise<FamilyMember> => {
          const [appointments, [unpaid], conversations] = await Promise.all([
            upcomingAppointments(db, id, now, FAMILY_APPOINTMENTS),
            db.select({ value: count() }).from(invoices).where(and(eq(invoices.patientId, id), inArray(invoices.status, ['open', 'overdue']))),
            conversationsServed ? latestConversations(db, id, CONVERSATIONS_LOOKED_AT) : [],
          ]);
          const opensWithin = CHECK_IN_OPENS_MINUTES * 60_000;
          return {
            ...person,
            isGuardian: id === session.personId,
            isActive: id === activeId,
            upcomingAppointments: appointments.map((row) => appointmentItem(row, lang)),
            checkInOpen: appointments.some((row) => row.startDate.getTime() - now.getTime() <= opensWithin),
            unpaidInvoices: unpaid?.value ?? 0,
            unreadConversations: conversations.filter((row) => !isThreadRead(row.readAt, row.lastMessageAt)).length,
          };
        })(),
      ];
    }),
  );
  return { members };
}
