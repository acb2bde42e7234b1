import type { Database } from '@portal/shared/db';
import {
  appointments,
  medicalReports,
  messageAttachments,
  messages,
  messagingThreads,
  occupationalContracts,
  patients,
  persons,
  professionalAbsences,
  professionalUsers,
  questionnaireForms,
  questionnaireInvitations,
  threadAssignments,
  threadProfessionals,
  threadReads,
} from '@portal/shared/db';
import { and, asc, count, desc, eq, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { CustomerUser, Message, ProfessionalUser } from './models';

/** The spec's thread and message pagination limit; also the most a page may ask for. */
export const MAX_PAGE_LIMIT = 9999;

export interface Page {
  limit: number;
  offset: number;
}

/** A thread's latest activity: its last message, or its creation when it has none. */
const activityAt = sql<Date>`coalesce((select max(${messages.created}) from ${messages} where ${messages.threadId} = ${messagingThreads.id}), ${messagingThreads.created})`;

/** The customer's thread, or undefined for a missing id and for anyone else's alike. */
export async function customerThread(db: Database, customerId: number, threadId: number) {
  const [row] = await db
    .select()
    .from(messagingThreads)
    .where(and(eq(messagingThreads.id, threadId), eq(messagingThreads.patientId, customerId)));
  return row;
}

export async function customerThreads(db: Database, customerId: number, page: Page) {
  const [total] = await db.select({ n: count() }).from(messagingThreads).where(eq(messagingThreads.patientId, customerId));
  const rows = await db
    .select()
    .from(messagingThreads)
    .where(eq(messagingThreads.patientId, customerId))
    .orderBy(desc(activityAt), desc(messagingThreads.id))
    .limit(page.limit)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, rows };
}

export async function latestMessage(db: Database, threadId: number): Promise<Message | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(desc(messages.created), desc(messages.id)).limit(1);
  return row;
}

/** A page of the thread's messages, oldest first, and how many it has. */
export async function messagePage(db: Database, threadId: number, page: Page) {
  const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.threadId, threadId));
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.created), asc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, rows };
}

/** What the read rule needs of the thread itself: its last message and the care team's last deletion. */
export async function threadActivity(db: Database, threadId: number): Promise<{ lastMessageAt: Date | null; lastDeletedAt: Date | null }> {
  const [row] = await db
    .select({ lastMessageAt: max(messages.created), lastDeletedAt: max(messages.deletedAt) })
    .from(messages)
    .where(eq(messages.threadId, threadId));
  return { lastMessageAt: row?.lastMessageAt ?? null, lastDeletedAt: row?.lastDeletedAt ?? null };
}

export async function readTimeOf(db: Database, threadId: number, reader: { kind: 'customer' | 'professional'; id: number }): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: threadReads.readAt })
    .from(threadReads)
    .where(and(eq(threadReads.threadId, threadId), eq(threadReads.readerKind, reader.kind), eq(threadReads.readerId, reader.id)));
  return row?.readAt ?? null;
}

export async function readStatuses(db: Database, threadId: number) {
  return db.select().from(threadReads).where(eq(threadReads.threadId, threadId)).orderBy(asc(threadReads.readAt));
}

const asProfessional = (row: typeof professionalUsers.$inferSelect): ProfessionalUser => ({ __typename: 'ProfessionalUser', ...row });

export async function threadProfessionalsOf(db: Database, threadId: number, role: 'participant' | 'access'): Promise<ProfessionalUser[]> {
  const rows = await db
    .select({ user: professionalUsers })
    .from(threadProfessionals)
    .innerJoin(professionalUsers, eq(professionalUsers.id, threadProfessionals.professionalUserId))
    .where(and(eq(threadProfessionals.threadId, threadId), eq(threadProfessionals.role, role)))
    .orderBy(asc(professionalUsers.id));
  return rows.map((row) => asProfessional(row.user));
}

export async function professionalsByIds(db: Database, ids: readonly number[]): Promise<ProfessionalUser[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(professionalUsers).where(inArray(professionalUsers.id, [...ids])).orderBy(asc(professionalUsers.id));
  return rows.map(asProfessional);
}

/** How far back a visit or a reservation makes its professional one of the customer's care team. */
export const CARE_TEAM_MONTHS = 12;

/**
 * The customer's care team, whom the new-conversation form offers besides customer service: the
 * professionals who answer messages and whom the customer has met in the last CARE_TEAM_MONTHS
 * months or is booked with, by a visit the customer may see or a reservation not cancelled. The
 * customer already sees each of them by name on those pages. By last and first name.
 */
export async function careTeam(db: Database, customerId: number, now: Date): Promise<ProfessionalUser[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - CARE_TEAM_MONTHS);
  const visited = db
    .select({ id: medicalReports.practitionerId })
    .from(medicalReports)
    .where(and(eq(medicalReports.patientId, customerId), eq(medicalReports.viewRestriction, 'patient'), gte(medicalReports.dateTime, since)));
  const booked = db
    .select({ id: appointments.practitionerId })
    .from(appointments)
    .where(and(eq(appointments.reservedByPatientId, customerId), isNull(appointments.cancelledAt), gte(appointments.startDate, since)));
  const rows = await db
    .select()
    .from(professionalUsers)
    .where(or(inArray(professionalUsers.practitionerId, visited), inArray(professionalUsers.practitionerId, booked)))
    .orderBy(asc(professionalUsers.lastName), asc(professionalUsers.firstName), asc(professionalUsers.id));
  return rows.map(asProfessional);
}

export async function assignmentsOf(db: Database, threadId: number, currentOnly: boolean) {
  return db
    .select()
    .from(threadAssignments)
    .where(and(eq(threadAssignments.threadId, threadId), currentOnly ? isNull(threadAssignments.endedAt) : undefined))
    .orderBy(desc(threadAssignments.assignedAt), desc(threadAssignments.id));
}

/** Absences that have not ended by `today` (a Helsinki day), soonest first. */
export async function absencesOf(db: Database, professionalId: number, today: string) {
  return db
    .select()
    .from(professionalAbsences)
    .where(and(eq(professionalAbsences.absenceeUserId, professionalId), gte(professionalAbsences.endDate, today)))
    .orderBy(asc(professionalAbsences.startDate), asc(professionalAbsences.id));
}

/**
 * A person as a messaging customer user. Contact details and the identity code only when
 * `private` is true: the session's own person or the customer they act for.
 */
export async function customerUser(db: Database, personId: number, visibleToSession: boolean): Promise<CustomerUser | undefined> {
  const [row] = await db
    .select({ person: persons, email: patients.email, contract: occupationalContracts })
    .from(persons)
    .leftJoin(patients, eq(patients.personId, persons.id))
    .leftJoin(occupationalContracts, eq(occupationalContracts.patientId, persons.id))
    .where(eq(persons.id, personId));
  if (!row) return undefined;
  const { person, contract } = row;
  return {
    __typename: 'CustomerUser',
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    title: null,
    emailAddress: visibleToSession ? row.email : null,
    customerSsn: visibleToSession ? person.ssn : null,
    organizations:
      visibleToSession && contract
        ? [{ departmentName: contract.departmentName, customerOrganization: { name: contract.employerName, companyCode: contract.companyCode } }]
        : [],
    periodicInspectionClinic: null,
  };
}

/** Whether the person has a patient record: the customer messaging user of the spec. */
export async function isMessagingCustomer(db: Database, personId: number): Promise<boolean> {
  const [row] = await db.select({ id: patients.personId }).from(patients).where(eq(patients.personId, personId));
  return row !== undefined;
}

export async function attachmentsOf(db: Database, messageId: number) {
  return db.select().from(messageAttachments).where(eq(messageAttachments.messageId, messageId)).orderBy(asc(messageAttachments.id));
}

/** An attachment of one of the customer's threads' messages that is not deleted, with its thread. */
export async function customerAttachment(db: Database, customerId: number, attachmentId: number) {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(messagingThreads, eq(messagingThreads.id, messages.threadId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messagingThreads.patientId, customerId), isNull(messages.deletedAt)));
  return row?.attachment;
}

export async function invitationsOf(db: Database, messageId: number, customerId: number) {
  return db
    .select()
    .from(questionnaireInvitations)
    .where(and(eq(questionnaireInvitations.messageId, messageId), eq(questionnaireInvitations.patientId, customerId)))
    .orderBy(asc(questionnaireInvitations.id));
}

export async function questionnaireForm(db: Database, formId: number) {
  const [row] = await db.select().from(questionnaireForms).where(eq(questionnaireForms.id, formId));
  return row;
}
