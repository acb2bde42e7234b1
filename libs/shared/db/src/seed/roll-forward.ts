import { addCalendarDays, helsinkiDateString, helsinkiInstant } from '@portal/shared/util';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../lib/client';
import * as schema from '../lib/schema';
import { batch } from './batch';
import { checkInDemoAppointments, DEMO_ANONYMOUS_LINKS } from './check-in-demo';
import { SeedContext } from './context';
import type { DemoPersonKey } from './demo-persons';
import { demoPerson } from './demo-persons';
import { isCalendarDate } from './helsinki-time';
import { demoPersonIds, occupationalTeam } from './person-account';
import { DEMO_APPOINTMENT_PERSONS, LAST_PLANNED_DAY, reserveDemoAppointmentsAgain } from './person-appointments';
import type { BillingRows, OpenInvoiceKind } from './person-billing';
import { openInvoiceFor } from './person-billing';
import { absenceRow, DEMO_ABSENCE } from './person-messaging';
import type { ResultRows } from './person-results';
import { referralFor, validReferralTitles } from './person-results';
import { createRandom } from './random';
import { CAREGIVERS, RESET_IDENTITY_SEQUENCES, SAMPLE_EVERY, SEED } from './seed-demo-data';
import type { AppointmentRow } from './slots';
import { generateSlots, SLOT_DAYS } from './slots';

export interface RollForwardOptions {
  /** 'YYYY-MM-DD', the Helsinki date to make the demo data current for: helsinkiDateString(now). */
  today: string;
  /** The check-in appointments start 20 to 30 minutes after it; nothing reserved again starts before it. */
  now: Date;
  /** As the seed was made: 'full' (default) adds every bookable time, 'sample' one in SAMPLE_EVERY. */
  slots?: 'full' | 'sample';
}

export interface RollForwardSummary {
  /** Days of bookable times added at the end of the eight weeks. */
  slotDays: number;
  /** Persons whose upcoming appointments were reserved again. */
  persons: number;
  /** Their plans that found no free time in their week (left out). */
  plansWithoutTime: number;
  /** Rows inserted, by table name; tables without any are left out. */
  inserted: Record<string, number>;
  /**
   * Rows changed in place, by table name: free times reserved, the fixed anonymous links' old
   * appointments given new link ids, the substitute periods of the occupational care team moved.
   */
  updated: Record<string, number>;
}

/**
 * Reservations start later than this after `now` to count as upcoming: the check-in appointments,
 * which start within 30 minutes of the start that made them, are no upcoming appointment story.
 */
const CHECK_IN_WINDOW_MS = 30 * 60_000;
/** A visit fee names the person's last visit (checked in) when it is at most this old. */
const VISIT_FEE_VISIT_MS = 14 * 86_400_000;

/** The tables the roll-forward adds rows with ids to; their first free ids are read from the database. */
const TABLES_WITH_IDS = {
  appointments: schema.appointments,
  invoices: schema.invoices,
  referrals: schema.referrals,
  professional_absences: schema.professionalAbsences,
} as const;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** The UTC date of a seeded time, which is its Helsinki date (seeded times lie between 07 and 21). */
const dayOf = (slot: { startDate: Date }): string => slot.startDate.toISOString().slice(0, 10);

interface Roll {
  tx: Database;
  ctx: SeedContext;
  /** Each table's first free id when the roll-forward began. */
  firstIds: Readonly<Record<string, number>>;
  today: string;
  now: Date;
  mode: 'full' | 'sample';
  /** Person ids of the demo persons who have a patient record. */
  patients: Map<DemoPersonKey, number>;
  summary: RollForwardSummary;
}

function count(into: Record<string, number>, table: string, n: number): void {
  if (n > 0) into[table] = (into[table] ?? 0) + n;
}

async function insert<T extends PgTable>(roll: Roll, table: T, name: string, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  await batch(table, rows).insert(roll.tx);
  count(roll.summary.inserted, name, rows.length);
}

/**
 * Makes the demo data of a database seeded on an earlier day current for `today`, so that an
 * embedded database kept from one `npm start` to the next shows the same stories as a fresh seed:
 *
 * - bookable times for the eight weeks from today (the days after the last seeded one);
 * - each demo person's upcoming appointments, reserved again from today when none is left;
 * - the self check-in appointments, made again relative to `now` once the fixed anonymous links'
 *   ones have started (the links move to the new ones; the old ones get random link ids);
 * - an open visit fee still payable online and an open invoice not yet due, for each person;
 * - the referrals that are valid on the seed's day, valid again;
 * - the occupational care team's doctor away around today, and the messaging professional's absence.
 *
 * Rows already there stay as history: nothing is deleted, and only what the stories need is
 * changed in place (free times reserved as a booking would, the old link ids, the team's periods).
 * Each story is checked against the data, so a second run on the same day adds nothing. All in
 * one transaction; ids continue after the largest in each table and the identity sequences are
 * moved past them, as the seed does.
 */
export async function rollDemoDataForward(db: Database, options: RollForwardOptions): Promise<RollForwardSummary> {
  const { today, now } = options;
  if (!isCalendarDate(today)) throw new RangeError(`today must be a date 'YYYY-MM-DD', got '${today}'`);
  const summary = await db.transaction(async (tx) => {
    const roll = await begin(tx, today, now, options.slots ?? 'full');
    await rollAppointments(roll);
    await rollCheckIn(roll);
    await rollInvoices(roll);
    await rollReferrals(roll);
    await rollCareTeam(roll);
    await rollAbsence(roll);
    if (Object.keys(roll.summary.inserted).length > 0) await tx.execute(RESET_IDENTITY_SEQUENCES);
    return roll.summary;
  });
  // Planner statistics for the new free times, as after the seed (PGlite has no autovacuum).
  if (summary.slotDays > 0) await db.execute(sql`analyze appointments`);
  return summary;
}

async function begin(tx: Database, today: string, now: Date, mode: 'full' | 'sample'): Promise<Roll> {
  const firstIds: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES_WITH_IDS)) {
    const [row] = await tx.select({ last: max(table.id) }).from(table);
    firstIds[name] = (row?.last ?? 0) + 1;
  }
  const ids = demoPersonIds();
  const registered = await tx
    .select({ id: schema.patients.personId })
    .from(schema.patients)
    .where(inArray(schema.patients.personId, Object.values(ids)));
  const registeredIds = new Set(registered.map((row) => row.id));
  const patients = new Map((Object.entries(ids) as [DemoPersonKey, number][]).filter(([, id]) => registeredIds.has(id)));
  // A PRNG of the moment and of what the database holds, unlike the seed's fixed one: the link ids
  // of an earlier run (or of the seed) must not come again, even from a run that inserted nothing.
  const minute = Math.floor(now.getTime() / 60_000);
  const random = createRandom(SEED ^ Math.imul(minute, 0x9e3779b1) ^ Math.imul(firstIds['appointments'] ?? 1, 0x85ebca6b) ^ (now.getTime() % 60_000));
  return {
    tx,
    ctx: new SeedContext(today, random, ids, firstIds),
    firstIds,
    today,
    now,
    mode,
    patients,
    summary: { slotDays: 0, persons: 0, plansWithoutTime: 0, inserted: {}, updated: {} },
  };
}

/**
 * Bookable times up to today + 55 and the demo persons' upcoming appointments. The new days'
 * times come from generateSlots as on a fresh seed. A person without an upcoming reservation
 * gets the seed's plans again, on the free times in the database, or on new ones where the
 * database has none of that practitioner on that day (in 'sample' mode most practitioner-days
 * have none) or on the new days.
 */
async function rollAppointments(roll: Roll): Promise<void> {
  const { tx, ctx, today, now } = roll;
  const a = schema.appointments;
  // The last day with a free time, read from the free times' index (the whole table would take a
  // scan on every start). The new days' times are checked against the rows there anyway (busy).
  const [last] = await tx
    .select({ at: max(a.startDate) })
    .from(a)
    .where(and(isNull(a.reservedByPatientId), isNull(a.cancelledAt)));
  const lastDay = last?.at ? helsinkiDateString(last.at) : addCalendarDays(today, -1);
  const firstNewDay = Math.min(SLOT_DAYS, Math.max(0, daysBetween(today, lastDay) + 1));

  const planned = DEMO_APPOINTMENT_PERSONS.filter((key) => roll.patients.has(key));
  const planIds = planned.map((key) => ctx.personId(key));
  const upcoming = planIds.length
    ? await tx
        .selectDistinct({ id: a.reservedByPatientId })
        .from(a)
        .where(and(inArray(a.reservedByPatientId, planIds), isNull(a.cancelledAt), gt(a.startDate, new Date(now.getTime() + CHECK_IN_WINDOW_MS))))
    : [];
  const withUpcoming = new Set(upcoming.map((row) => row.id));
  const replan = new Set(planned.filter((key) => !withUpcoming.has(ctx.personId(key))));
  if (firstNewDay >= SLOT_DAYS && replan.size === 0) return;

  // The times are made with ids of a context of their own, after every id in the table, so that
  // the slot finder tells them from the database's free times.
  const scratch = new SeedContext(today, ctx.random, ctx.personIds, { appointments: roll.firstIds['appointments'] ?? 1 });
  // Re-planning looks at the days up to LAST_PLANNED_DAY; the new days are made in any case.
  const planDays = replan.size > 0 ? Math.min(firstNewDay, LAST_PLANNED_DAY + 1) : 0;
  const made = [...generateSlots(scratch, 0, planDays), ...generateSlots(scratch, firstNewDay, SLOT_DAYS)];
  const newFrom = helsinkiInstant(ctx.day(firstNewDay)).getTime();
  const isNew = (slot: AppointmentRow): boolean => slot.startDate.getTime() >= newFrom;
  // The practitioners' days that already have rows from today on: a made time on one of them is
  // neither offered nor reserved, so no practitioner gets a second shift or the same time twice.
  const from = helsinkiInstant(today);
  const busy = await tx
    .selectDistinct({ practitionerId: a.practitionerId, day: sql<string>`to_char(${a.startDate} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(a)
    .where(gte(a.startDate, from));
  const busyDays = new Set(busy.map((row) => `${row.practitionerId}/${row.day}`));
  const vacant = made.filter((slot) => !busyDays.has(`${slot.practitionerId}/${dayOf(slot)}`));

  let reserved: AppointmentRow[] = [];
  let inDatabase = new Set<AppointmentRow>();
  if (replan.size > 0) {
    const until = new Date(Math.min(helsinkiInstant(ctx.day(LAST_PLANNED_DAY + 1)).getTime(), newFrom));
    // What the slot finder and the reservation read: on PGlite half the time of every column.
    const free: AppointmentRow[] = await tx
      .select({
        id: a.id,
        organisationId: a.organisationId,
        clinicId: a.clinicId,
        practitionerId: a.practitionerId,
        specialtyId: a.specialtyId,
        kindId: a.kindId,
        startDate: a.startDate,
        durationMinutes: a.durationMinutes,
        locationType: a.locationType,
        isRemote: a.isRemote,
        healthCareTypes: a.healthCareTypes,
      })
      .from(a)
      .where(and(isNull(a.reservedByPatientId), isNull(a.cancelledAt), gte(a.startDate, new Date(Math.max(from.getTime(), now.getTime()))), lt(a.startDate, until)));
    const candidates = [...free, ...vacant];
    const result = reserveDemoAppointmentsAgain(ctx, candidates, replan, now);
    reserved = result.reserved;
    inDatabase = new Set(free);
    roll.summary.persons = replan.size;
    roll.summary.plansWithoutTime = result.missing;
  }

  const isReserved = new Set(reserved);
  const newDays = vacant.filter(isNew);
  const kept = [
    ...vacant.filter((slot) => !isNew(slot) && isReserved.has(slot)),
    ...(roll.mode === 'full'
      ? newDays
      : // As the seed samples, and the first time of each day too, so that every day has one.
        newDays.filter((slot, i) => isReserved.has(slot) || i % SAMPLE_EVERY === 0 || dayOf(slot) !== dayOf(newDays[i - 1] ?? { startDate: new Date(0) }))),
  ];
  // The scratch context gave ids from the first free one to every time made; the kept ones take
  // them again in order, so the table's ids have no gaps.
  for (const slot of kept) slot.id = ctx.nextId('appointments');
  await insert(roll, a, 'appointments', kept);
  roll.summary.slotDays = SLOT_DAYS - firstNewDay;

  for (const slot of reserved.filter((s) => inDatabase.has(s))) {
    const taken = await tx
      .update(a)
      .set({
        reservedByPatientId: slot.reservedByPatientId,
        reservedByPersonId: slot.reservedByPersonId,
        reservedAt: slot.reservedAt,
        description: slot.description,
        emailAddress: slot.emailAddress,
        phone: slot.phone,
        payerType: slot.payerType,
        insuranceCompany: slot.insuranceCompany,
        reimbursementOption: slot.reimbursementOption,
        conceptCode: slot.conceptCode,
        anonymousLinkId: slot.anonymousLinkId,
        cancelledAt: slot.cancelledAt,
        hasAppointeeCanceled: slot.hasAppointeeCanceled ?? false,
      })
      .where(and(eq(a.id, slot.id), isNull(a.reservedByPatientId), isNull(a.cancelledAt)))
      .returning({ id: a.id });
    if (taken.length !== 1) throw new Error(`Appointment ${slot.id} was no longer free`);
    count(roll.summary.updated, 'appointments', 1);
  }
}

/**
 * The self check-in appointments (check-in-demo.ts): made again relative to `now` once an
 * appointment behind a fixed anonymous link has started (or is missing). The fixed links move
 * to the new ones; the old appointments keep a new random link id and stay as history.
 */
async function rollCheckIn(roll: Roll): Promise<void> {
  const { tx, ctx, now } = roll;
  const a = schema.appointments;
  const links: string[] = Object.values(DEMO_ANONYMOUS_LINKS);
  const current = await tx.select({ id: a.id, startDate: a.startDate, link: a.anonymousLinkId }).from(a).where(inArray(a.anonymousLinkId, links));
  const open = links.every((link) => current.some((row) => row.link === link && row.startDate.getTime() > now.getTime()));
  if (open || !(['private', 'child', 'teen', 'guardian'] as const).every((key) => roll.patients.has(key))) return;
  for (const row of current) {
    await tx.update(a).set({ anonymousLinkId: ctx.random.alphanumeric(24) }).where(eq(a.id, row.id));
    count(roll.summary.updated, 'appointments', 1);
  }
  await insert(roll, a, 'appointments', checkInDemoAppointments(ctx, now, ctx.random));
}

/**
 * Each person's open invoices: a visit fee (GoodSignInvoice) still payable online and an open
 * invoice not yet due. When either has lapsed (or was paid), the seed's one is made again from
 * today; the visit fee names the person's last checked-in visit of the past two weeks, if any.
 */
async function rollInvoices(roll: Roll): Promise<void> {
  const { tx, ctx, today, now } = roll;
  const i = schema.invoices;
  const a = schema.appointments;
  const ids = [...roll.patients.values()];
  if (ids.length === 0) return;
  const billed = new Set((await tx.selectDistinct({ id: i.patientId }).from(i).where(inArray(i.patientId, ids))).map((row) => row.id));
  const open = await tx
    .select({ patientId: i.patientId, source: i.source, payableOnlineUntil: i.payableOnlineUntil })
    .from(i)
    .where(and(inArray(i.patientId, ids), eq(i.status, 'open'), eq(i.canBePaidOnline, true), gte(i.dueDate, today)));

  const lapsed: [keyof typeof CAREGIVERS, OpenInvoiceKind][] = [];
  for (const key of Object.keys(CAREGIVERS) as (keyof typeof CAREGIVERS)[]) {
    const id = roll.patients.get(key);
    if (id === undefined || !billed.has(id)) continue;
    const own = open.filter((row) => row.patientId === id);
    const has: Record<OpenInvoiceKind, boolean> = {
      visitFee: own.some((row) => row.source === 'GoodSignInvoice' && (row.payableOnlineUntil === null || row.payableOnlineUntil.getTime() >= now.getTime())),
      open: own.some((row) => row.source !== 'GoodSignInvoice'),
    };
    for (const kind of ['visitFee', 'open'] as const) if (!has[kind]) lapsed.push([key, kind]);
  }
  if (lapsed.length === 0) return;

  const visits: AppointmentRow[] = await tx
    .selectDistinctOn([a.reservedByPatientId])
    .from(a)
    .where(
      and(
        inArray(a.reservedByPatientId, ids),
        isNull(a.cancelledAt),
        isNotNull(a.checkedInAt),
        lt(a.startDate, now),
        gte(a.startDate, new Date(now.getTime() - VISIT_FEE_VISIT_MS)),
      ),
    )
    .orderBy(a.reservedByPatientId, desc(a.startDate));
  const out: BillingRows = { invoices: [], invoiceRows: [], payments: [] };
  for (const [key, kind] of lapsed) {
    const id = roll.patients.get(key);
    openInvoiceFor(ctx, demoPerson(key), kind, visits.find((visit) => visit.reservedByPatientId === id), out);
  }
  await insert(roll, i, 'invoices', out.invoices);
  await insert(roll, schema.invoiceRows, 'invoice_rows', out.invoiceRows);
}

/** The referrals valid on the seed's day: one of the same title made again from today when none is valid any more. */
async function rollReferrals(roll: Roll): Promise<void> {
  const { tx, ctx, today } = roll;
  const r = schema.referrals;
  const ids = [...roll.patients.values()];
  if (ids.length === 0) return;
  const existing = await tx
    .select({ patientId: r.patientId, title: r.title, validUntil: r.validUntil, practitionerId: r.practitionerId })
    .from(r)
    .where(inArray(r.patientId, ids))
    .orderBy(asc(r.id));
  const out: ResultRows = { referrals: [], labResults: [], imagingResults: [] };
  for (const key of Object.keys(CAREGIVERS) as (keyof typeof CAREGIVERS)[]) {
    const id = roll.patients.get(key);
    if (id === undefined) continue;
    const person = demoPerson(key);
    for (const title of validReferralTitles(person)) {
      const same = existing.filter((row) => row.patientId === id && row.title === title);
      // Only a referral the person had, and none of that title valid today.
      if (same.length === 0 || same.some((row) => row.validUntil >= today)) continue;
      referralFor(ctx, person, same[same.length - 1]?.practitionerId ?? CAREGIVERS[key].doctorId, title, out);
    }
  }
  await insert(roll, r, 'referrals', out.referrals);
}

/**
 * The occupational care team's doctor is away around today with a substitute, and the nurse later.
 * The team is the present state, not history, so once the doctor's period no longer covers today
 * both periods are moved to where the seed puts them from today.
 */
async function rollCareTeam(roll: Roll): Promise<void> {
  const { tx, today } = roll;
  const t = schema.occupationalTeamMembers;
  const worker = roll.patients.get('occupational');
  if (worker === undefined) return;
  const wanted = occupationalTeam(new SeedContext(today, roll.ctx.random, roll.ctx.personIds)).filter((row) => row.substituteFrom && row.substituteUntil);
  const rows = await tx.select().from(t).where(eq(t.patientId, worker)).orderBy(asc(t.id));
  const same = (row: (typeof rows)[number], want: (typeof wanted)[number]) =>
    row.practitionerId === want.practitionerId && row.professionalType === want.professionalType && row.substitutePractitionerId === want.substitutePractitionerId;
  const [first] = wanted;
  const doctor = rows.find((row) => first && same(row, first));
  if (!doctor?.substituteFrom || !doctor.substituteUntil || (doctor.substituteFrom <= today && today <= doctor.substituteUntil)) return;
  for (const want of wanted) {
    const row = rows.find((candidate) => same(candidate, want));
    if (!row) continue;
    await tx.update(t).set({ substituteFrom: want.substituteFrom, substituteUntil: want.substituteUntil }).where(eq(t.id, row.id));
    count(roll.summary.updated, 'occupational_team_members', 1);
  }
}

/** The messaging professional away around today (person-messaging.ts): a new absence when none covers today. */
async function rollAbsence(roll: Roll): Promise<void> {
  const { tx, ctx, today } = roll;
  const u = schema.professionalUsers;
  const p = schema.professionalAbsences;
  const users = await tx
    .select({ id: u.id, practitionerId: u.practitionerId })
    .from(u)
    .where(inArray(u.practitionerId, [DEMO_ABSENCE.absentPractitionerId, DEMO_ABSENCE.substitutePractitionerId]))
    .orderBy(asc(u.id));
  const absent = users.find((user) => user.practitionerId === DEMO_ABSENCE.absentPractitionerId);
  const substitute = users.find((user) => user.practitionerId === DEMO_ABSENCE.substitutePractitionerId);
  if (!absent || !substitute) return;
  const absences = await tx.select({ startDate: p.startDate, endDate: p.endDate }).from(p).where(eq(p.absenceeUserId, absent.id));
  if (absences.length === 0 || absences.some((row) => row.startDate <= today && today <= row.endDate)) return;
  // From two days ago, or from the day after the last one ended when that was later.
  const lastEnded = absences.map((row) => row.endDate).filter((end) => end < today).sort().pop();
  const from = [ctx.day(-2), lastEnded ? addCalendarDays(lastEnded, 1) : ''].sort().pop() ?? ctx.day(-2);
  await insert(roll, p, 'professional_absences', [absenceRow(ctx, absent.id, substitute.id, from)]);
}

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One line for the API's start: what was rolled forward, counts only. */
export function describeRollForward(today: string, summary: RollForwardSummary): string {
  const inserted = Object.values(summary.inserted).reduce((sum, n) => sum + n, 0);
  const updated = Object.values(summary.updated).reduce((sum, n) => sum + n, 0);
  if (inserted + updated === 0) return `Demo data is current for ${today}: nothing to roll forward`;
  const parts = [
    summary.slotDays > 0 ? `${plural(summary.slotDays, 'day')} of bookable times` : '',
    summary.persons > 0
      ? `upcoming appointments for ${plural(summary.persons, 'person')}${summary.plansWithoutTime ? ` (${plural(summary.plansWithoutTime, 'plan')} without a free time)` : ''}`
      : '',
    inserted > 0
      ? `${inserted} rows added (${Object.entries(summary.inserted)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')})`
      : '',
    updated > 0
      ? `${updated} changed (${Object.entries(summary.updated)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')})`
      : '',
  ];
  return `Demo data rolled forward to ${today}: ${parts.filter(Boolean).join('; ')}`;
}
