import { sql } from 'drizzle-orm';
import type { Database } from '../lib/client';
import * as schema from '../lib/schema';
import type { Batch } from './batch';
import { batch } from './batch';
import { catalogueBatches } from './catalogue-batches';
import { checkInDemoAppointments } from './check-in-demo';
import { SeedContext } from './context';
import type { DemoPersonKey } from './demo-persons';
import { demoPerson } from './demo-persons';
import { isCalendarDate } from './helsinki-time';
import { accountRows, demoPersonIds } from './person-account';
import { pastDemoAppointments, reserveDemoAppointments } from './person-appointments';
import type { BillingRows } from './person-billing';
import { billingFor } from './person-billing';
import type { MessagingRows } from './person-messaging';
import { messagingFor, professionalRows } from './person-messaging';
import type { Caregivers, RecordRows } from './person-records';
import { recordsFor } from './person-records';
import type { ResultRows } from './person-results';
import { resultsFor } from './person-results';
import type { VisitRows } from './person-visits';
import { visitsFor } from './person-visits';
import { questionnaireFormRows } from './questionnaire-forms';
import { createRandom } from './random';
import { generateSlots } from './slots';

export interface SeedOptions {
  /** 'YYYY-MM-DD', the Helsinki date everything is placed around. */
  today: string;
  /** 'full' (default): every bookable time of eight weeks; 'sample': a few hundred, for tests. */
  slots?: 'full' | 'sample';
  /**
   * When the seed runs: adds the appointments that start within 30 minutes, for self check-in
   * (check-in-demo.ts). Left out, the rows depend on `today` alone.
   */
  now?: Date;
}

/** Rows inserted, by table name. */
export type SeedSummary = Record<string, number>;

/** Any fixed number will do; this one spells 'KAJO' in ASCII. */
export const SEED = 0x4b414a4f;
/** In 'sample' mode one free time in this many is kept. */
export const SAMPLE_EVERY = 150;

export const CAREGIVERS: Record<Exclude<DemoPersonKey, 'unregistered'>, Caregivers> = {
  private: { doctorId: 1, nurseId: 14, vaccinatorId: 33 },
  occupational: { doctorId: 10, nurseId: 12, vaccinatorId: 33 },
  insurance: { doctorId: 3, nurseId: 15, vaccinatorId: 33 },
  kela65: { doctorId: 6, nurseId: 14, vaccinatorId: 33 },
  guardian: { doctorId: 3, nurseId: 15, vaccinatorId: 33 },
  notCreditworthy: { doctorId: 7, nurseId: 14, vaccinatorId: 33 },
  child: { doctorId: 35, nurseId: 38, vaccinatorId: 40 },
  teen: { doctorId: 36, nurseId: 38, vaccinatorId: 40 },
  occupationalByPhone: { doctorId: 9, nurseId: 16, vaccinatorId: 33 },
};

function appointmentsOf(ctx: SeedContext, mode: 'full' | 'sample') {
  const past = pastDemoAppointments(ctx);
  const slots = generateSlots(ctx);
  const reserved = new Set(reserveDemoAppointments(ctx, slots));
  const kept = mode === 'full' ? slots : slots.filter((slot, i) => reserved.has(slot) || i % SAMPLE_EVERY === 0);
  return { past, all: [...past.map((p) => p.appointment), ...kept] };
}

/** Every row of the demo data, in an order the foreign keys accept. Pure: nothing is written. */
export function buildDemoData(today: string, mode: 'full' | 'sample' = 'full', now?: Date): Batch[] {
  if (!isCalendarDate(today)) throw new RangeError(`today must be a date 'YYYY-MM-DD', got '${today}'`);
  const ctx = new SeedContext(today, createRandom(SEED), demoPersonIds());
  const account = accountRows(ctx);
  const appointments = appointmentsOf(ctx, mode);

  const billing: BillingRows = { invoices: [], invoiceRows: [], payments: [] };
  const records: RecordRows = { certificates: [], vaccinations: [], prescriptions: [] };
  const results: ResultRows = { referrals: [], labResults: [], imagingResults: [] };
  const visits: VisitRows = { medicalReports: [], diagnoses: [], texts: [] };
  const messaging: MessagingRows = {
    professionalUsers: [],
    absences: [],
    threads: [],
    threadProfessionals: [],
    assignments: [],
    reads: [],
    messages: [],
    attachments: [],
    invitations: [],
  };
  const professionals = professionalRows(ctx, messaging);
  for (const [key, caregivers] of Object.entries(CAREGIVERS) as [keyof typeof CAREGIVERS, Caregivers][]) {
    const person = demoPerson(key);
    const past = appointments.past.filter((p) => p.key === key).map((p) => p.appointment);
    billingFor(ctx, person, past, billing);
    recordsFor(ctx, person, caregivers, records);
    resultsFor(ctx, person, caregivers.doctorId, results);
    visitsFor(ctx, person, past, visits);
    messagingFor(ctx, person, professionals, messaging);
  }

  // Last of all, so that the ids they take shift nothing else.
  const clockAppointments = now ? checkInDemoAppointments(ctx, now) : [];

  return [
    ...catalogueBatches(),
    batch(schema.persons, account.persons),
    batch(schema.patients, account.patients),
    batch(schema.guardianships, account.guardianships),
    batch(schema.patientConsents, account.consents),
    batch(schema.guardianContacts, account.guardianContacts),
    batch(schema.occupationalContracts, account.occupationalContracts),
    batch(schema.occupationalTeamMembers, account.occupationalTeam),
    batch(schema.appointments, [...appointments.all, ...clockAppointments]),
    batch(schema.invoices, billing.invoices),
    batch(schema.invoiceRows, billing.invoiceRows),
    batch(schema.payments, billing.payments),
    batch(schema.certificates, records.certificates),
    batch(schema.vaccinations, records.vaccinations),
    batch(schema.prescriptions, records.prescriptions),
    batch(schema.referrals, results.referrals),
    batch(schema.labResults, results.labResults),
    batch(schema.imagingResults, results.imagingResults),
    batch(schema.medicalReports, visits.medicalReports),
    batch(schema.medicalReportDiagnoses, visits.diagnoses),
    batch(schema.medicalReportTexts, visits.texts),
    batch(schema.professionalUsers, messaging.professionalUsers),
    batch(schema.professionalAbsences, messaging.absences),
    batch(schema.messagingThreads, messaging.threads),
    batch(schema.threadProfessionals, messaging.threadProfessionals),
    batch(schema.threadAssignments, messaging.assignments),
    batch(schema.threadReads, messaging.reads),
    batch(schema.messages, messaging.messages),
    batch(schema.messageAttachments, messaging.attachments),
    batch(schema.questionnaireForms, questionnaireFormRows),
    batch(schema.questionnaireInvitations, messaging.invitations),
  ];
}

// The seed gives ids itself; identity sequences must start after them or the API's first
// insert would collide.
export const RESET_IDENTITY_SEQUENCES = sql.raw(`
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND is_identity = 'YES' LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), coalesce((SELECT max(%I) FROM %I), 0) + 1, false)',
                   r.table_name, r.column_name, r.column_name, r.table_name);
  END LOOP;
END $$`);

/** True when the database already holds the demo organisations (the seed expects an empty one). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.organisations.id }).from(schema.organisations).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo data into an empty, migrated database in one transaction, so a failure
 * leaves nothing behind. The same `today` always gives the same rows.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const batches = buildDemoData(options.today, options.slots ?? 'full', options.now);
  await db.transaction(async (tx) => {
    for (const b of batches) await b.insert(tx);
    await tx.execute(RESET_IDENTITY_SEQUENCES);
  });
  // Planner statistics for the fresh rows: without them PostgreSQL guesses one row per filter
  // and sorts every free time of the window for a page of 20, and PGlite has no autovacuum to
  // gather them later.
  await db.execute(sql`analyze`);
  return Object.fromEntries(batches.map((b) => [b.table, b.count]));
}
