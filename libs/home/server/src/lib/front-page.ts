import { upcomingAppointments } from '@portal/appointments/records';
import { payableVisitFees } from '@portal/invoices/records';
import { labResultDates, latestImaging } from '@portal/lab-imaging/records';
import { latestConversations } from '@portal/messaging/records';
import { latestPrescriptions } from '@portal/prescriptions/records';
import { questionnaireInvitationRows } from '@portal/questionnaires/records';
import type { FrontPage } from '@portal/home/contracts';
import type { Database } from '@portal/shared/db';
import { persons } from '@portal/shared/db';
import type { ApiConfig, StoredSession } from '@portal/shared/server';
import { canRenewPrescriptions, isMessagingServed } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { latestVisits } from '@portal/visits/records';
import { eq } from 'drizzle-orm';
import {
  appointmentItem,
  conversationItem,
  imagingItem,
  labResultItem,
  prescriptionItem,
  questionnaireItem,
  visitItem,
} from './mapping';
import { FRONT_PAGE_CAPS } from './caps';

/** Whether the brand has conversations and questionnaires (the children's brand lacks both: booking doc section 2, "Other"). */
function brandSections(config: ApiConfig) {
  const capabilities = capabilitiesOf(config.brand);
  return {
    conversations: hasSection(capabilities, 'conversations') && config.features.includes('customer-messaging-allowed'),
    questionnaires: hasSection(capabilities, 'questionnaires'),
  };
}

/**
 * The front page of the session's patient, composed from each domain's own queries (its records
 * library, with the domain's rules such as which results the patient may see): the child a guardian acts for, else the signed-in
 * person. Every section is read with one statement of its own, keyed by that one patient id,
 * so no other person's rows can appear. A person without a patient record gets empty sections.
 */
export async function buildFrontPage(db: Database, config: ApiConfig, session: StoredSession, lang: Language, now: Date): Promise<FrontPage | null> {
  const patientId = session.actingForId ?? session.personId;
  const sections = brandSections(config);
  const [person] = await db.select({ firstName: persons.firstName }).from(persons).where(eq(persons.id, patientId));
  if (!person) return null;

  const [conversations, appointments, visits, prescriptions, labDates, invitations, imaging, visitFees] = await Promise.all([
    sections.conversations ? latestConversations(db, patientId, FRONT_PAGE_CAPS.conversations) : [],
    upcomingAppointments(db, patientId, now, FRONT_PAGE_CAPS.appointments),
    latestVisits(db, patientId, FRONT_PAGE_CAPS.visits),
    latestPrescriptions(db, patientId, FRONT_PAGE_CAPS.prescriptions),
    labResultDates(db, patientId, FRONT_PAGE_CAPS.labResultDates),
    sections.questionnaires
      ? questionnaireInvitationRows(db, patientId, { tasks: FRONT_PAGE_CAPS.questionnaireTasks, answers: FRONT_PAGE_CAPS.questionnaireAnswers })
      : null,
    latestImaging(db, patientId, FRONT_PAGE_CAPS.imaging),
    payableVisitFees(db, patientId, now),
  ]);

  return {
    customer: { firstName: person.firstName },
    conversationSummaries: conversations.map((row) => conversationItem(row, lang)),
    appointmentSummaries: appointments.map((row) => appointmentItem(row, lang)),
    visitSummaries: visits.map((row) => visitItem(row, lang)),
    prescriptions: prescriptions.map((row) => prescriptionItem(row, lang)),
    canRenewPrescriptions: canRenewPrescriptions(
      prescriptions.some((row) => row.anyRenewable),
      // The same rule as the prescriptions page's: renewals are sent only where messaging is served.
      isMessagingServed(config),
      session.actingForId !== null,
    ),
    labResultSummaries: labDates.map((row) => labResultItem(row, lang, now)),
    // In maintenance mode (QUESTIONNAIRES_MAINTENANCE) the items stay, under a note that surveys are out of use.
    questionnaireSummaries: invitations && {
      newTaskItems: invitations.newTasks.map((row) => questionnaireItem(row, lang)),
      answerItems: invitations.answers.map((row) => questionnaireItem(row, lang)),
      status: config.questionnaires.maintenance ? 'maintenance-mode' : 'ok',
    },
    imagingSummaries: imaging.map((row) => imagingItem(row, lang, now)),
    visitFeesToPay: visitFees.length,
  };
}
