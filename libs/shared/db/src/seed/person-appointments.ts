import { helsinkiInstant, isoWeekday, VIDEO_KIND_ID, Y65V_KIND_ID } from '@portal/shared/util';
import { organisationOfClinic } from './clinics';
import type { SeedContext } from './context';
import type { DemoPersonKey } from './demo-persons';
import { demoPerson } from './demo-persons';
import type { RoleKey } from './practitioners';
import { PRACTITIONERS, practitionerSeed } from './practitioners';
import type { AppointmentRow } from './slots';
import { buildSlot } from './slots';

type Status = 'reserved' | 'patientCancelled' | 'clinicCancelled';

interface FuturePlan {
  day: number;
  /** 'HH:mm': on the first day searched, nothing earlier is taken. */
  from: string;
  roles: RoleKey[];
  remote?: boolean;
  kindId?: string;
  status?: Status;
}

interface PersonPlan {
  key: DemoPersonKey;
  /** Clinics tried first; any clinic of the organisation after that. */
  clinics: string[];
  organisationId: 'general' | 'children';
  future: FuturePlan[];
  /** [days ago, time, role, remote?] */
  past: [number, string, RoleKey, boolean?][];
  reservedBy?: DemoPersonKey;
}

// Every adult gets a time today from 17:00 (13:00 at weekends; tomorrow when none is left) and one
// tomorrow: 'now' is unknown when the seed runs, so nothing can promise a time minutes away.
const adultFuture = (specialist: RoleKey, later: RoleKey, specialistRemote = false): FuturePlan[] => [
  { day: 0, from: '17:00', roles: ['gp'] },
  { day: 1, from: '10:00', roles: ['gp'], remote: true },
  { day: 3, from: '08:00', roles: ['laboratory'] },
  { day: 5, from: '09:00', roles: ['nurse'], status: 'clinicCancelled' },
  { day: 9, from: '12:00', roles: [specialist], remote: specialistRemote },
  { day: 12, from: '09:00', roles: ['gp'], status: 'patientCancelled' },
  { day: 20, from: '14:00', roles: [later] },
];

const adultPast: PersonPlan['past'] = [
  [2, '10:00', 'gp'],
  [35, '14:20', 'nurse'],
  [120, '09:40', 'gp', true],
  [400, '16:00', 'gp'],
  [730, '11:00', 'nurse'],
];

const PLANS: readonly PersonPlan[] = [
  { key: 'private', clinics: ['HKA', 'HIT'], organisationId: 'general', future: adultFuture('dermatologist', 'physiotherapist'), past: adultPast },
  {
    key: 'occupational',
    clinics: ['TRE'],
    organisationId: 'general',
    future: [
      { day: 0, from: '16:00', roles: ['gp'] },
      { day: 1, from: '09:00', roles: ['gp'], remote: true },
      { day: 2, from: '08:00', roles: ['occupationalNurse'] },
      { day: 4, from: '10:00', roles: ['occupationalPhysician'], status: 'clinicCancelled' },
      { day: 8, from: '12:00', roles: ['occupationalPhysician'] },
      { day: 11, from: '13:00', roles: ['occupationalPhysician'], status: 'patientCancelled' },
      { day: 18, from: '08:00', roles: ['laboratory'] },
    ],
    past: [
      [2, '10:00', 'occupationalPhysician'],
      [35, '14:20', 'occupationalNurse'],
      [120, '09:40', 'occupationalPhysician', true],
      [400, '16:00', 'gp'],
    ],
  },
  { key: 'insurance', clinics: ['ETA', 'ELE', 'HKA'], organisationId: 'general', future: adultFuture('orthopaedist', 'physiotherapist'), past: adultPast },
  {
    key: 'kela65',
    clinics: ['TKU'],
    organisationId: 'general',
    future: [
      { day: 0, from: '17:00', roles: ['gp'], kindId: Y65V_KIND_ID },
      { day: 1, from: '09:00', roles: ['gp'], kindId: Y65V_KIND_ID },
      { day: 4, from: '08:00', roles: ['laboratory'] },
      { day: 5, from: '09:00', roles: ['gp'], status: 'clinicCancelled' },
      { day: 6, from: '10:00', roles: ['geriatrician'] },
      { day: 14, from: '09:00', roles: ['gp'], kindId: Y65V_KIND_ID, status: 'patientCancelled' },
    ],
    past: [
      [2, '10:00', 'gp'],
      [35, '14:20', 'geriatrician'],
      [120, '09:40', 'gp'],
      [400, '16:00', 'nurse'],
    ],
  },
  { key: 'guardian', clinics: ['ELE', 'ETA', 'HKA'], organisationId: 'general', future: adultFuture('gynaecologist', 'psychologist'), past: adultPast },
  {
    key: 'child',
    clinics: ['LOM', 'LRU'],
    organisationId: 'children',
    reservedBy: 'guardian',
    future: [
      { day: 1, from: '15:00', roles: ['paediatrician'] },
      { day: 4, from: '10:00', roles: ['paediatrician'], remote: true, status: 'clinicCancelled' },
      { day: 8, from: '14:00', roles: ['vaccinationRoom'] },
    ],
    past: [
      [9, '15:00', 'paediatrician'],
      [60, '10:20', 'nurse'],
      [300, '13:00', 'paediatrician'],
    ],
  },
  {
    key: 'teen',
    clinics: ['LRU', 'LOM'],
    organisationId: 'children',
    future: [
      { day: 2, from: '14:00', roles: ['paediatrician'] },
      { day: 6, from: '15:00', roles: ['nurse'], status: 'patientCancelled' },
      { day: 15, from: '15:00', roles: ['psychologist'], remote: true },
    ],
    past: [
      [21, '14:40', 'paediatrician'],
      [180, '16:00', 'nurse'],
    ],
  },
  {
    key: 'notCreditworthy',
    clinics: ['OUL'],
    organisationId: 'general',
    // Three specialists' times two weeks on, which he can cancel to free a time for a patient
    // waiting for an earlier one (README "Test persons"; the end-to-end flow of earlier times).
    future: [
      ...adultFuture('psychiatrist', 'physiotherapist', true),
      { day: 14, from: '08:00', roles: ['ent'] },
      { day: 14, from: '08:00', roles: ['endocrinologist'] },
      { day: 14, from: '08:00', roles: ['neurologist'] },
    ],
    past: adultPast,
  },
  // Last, so that the persons before her keep their times.
  {
    key: 'occupationalByPhone',
    clinics: ['LHT'],
    organisationId: 'general',
    future: [
      { day: 0, from: '16:00', roles: ['gp'] },
      { day: 1, from: '09:00', roles: ['gp'], remote: true },
      { day: 6, from: '10:00', roles: ['occupationalPhysician'] },
      { day: 13, from: '08:00', roles: ['laboratory'], status: 'patientCancelled' },
    ],
    past: [
      [2, '10:00', 'gp'],
      [35, '14:20', 'occupationalNurse'],
      [120, '09:40', 'occupationalPhysician'],
      [400, '16:00', 'gp'],
    ],
  },
];

function practitionerFor(role: RoleKey, organisationId: string, clinics: string[]): number {
  const ofRole = PRACTITIONERS.filter((p) => p.role === role && organisationOfClinic(p.clinics[0] ?? '') === organisationId);
  const local = ofRole.find((p) => p.clinics.some((c) => clinics.includes(c)));
  const chosen = local ?? ofRole[0];
  if (!chosen) throw new RangeError(`No ${role} in ${organisationId}`);
  return chosen.id;
}

const minTime = (a: string, b: string): string => (a < b ? a : b);

class SlotFinder {
  private readonly byDate = new Map<string, AppointmentRow[]>();
  private readonly taken = new Set<number>();

  constructor(
    private readonly ctx: SeedContext,
    slots: AppointmentRow[],
    /** Nothing earlier is taken: the roll-forward knows the time, the seed does not. */
    private readonly notBefore = 0,
  ) {
    for (const slot of slots) {
      // Seeded times lie between 07 and 21 Helsinki time, when the UTC date is the same day.
      const date = slot.startDate.toISOString().slice(0, 10);
      const list = this.byDate.get(date) ?? [];
      list.push(slot);
      this.byDate.set(date, list);
    }
  }

  /** The earliest matching free time from the plan's day on, the person's own clinics first; null when a week has none. */
  find(plan: FuturePlan, person: PersonPlan): AppointmentRow | null {
    const matches = (slot: AppointmentRow, clinics: string[] | null): boolean => {
      const seed = practitionerSeed(slot.practitionerId);
      return (
        !this.taken.has(slot.id) &&
        plan.roles.includes(seed.role) &&
        slot.organisationId === person.organisationId &&
        slot.isRemote === (plan.remote ?? false) &&
        (plan.kindId === undefined ? slot.kindId !== Y65V_KIND_ID : slot.kindId === plan.kindId) &&
        (clinics === null || slot.isRemote || clinics.includes(slot.clinicId))
      );
    };
    for (const clinics of [person.clinics, null]) {
      for (let offset = 0; offset < 7; offset++) {
        const date = this.ctx.day(plan.day + offset);
        // Weekend shifts end at 16 or 17, so a weekend 'today' looks from 13:00 instead.
        const from = isoWeekday(date) >= 6 ? minTime(plan.from, '13:00') : plan.from;
        const earliest = Math.max(offset === 0 ? helsinkiInstant(date, from).getTime() : 0, this.notBefore);
        const found = (this.byDate.get(date) ?? [])
          .filter((slot) => slot.startDate.getTime() >= earliest && matches(slot, clinics))
          .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id)[0];
        if (found) {
          this.taken.add(found.id);
          return found;
        }
      }
    }
    return null;
  }
}

function reserve(ctx: SeedContext, slot: AppointmentRow, person: PersonPlan, status: Status, daysBefore: number): void {
  const demo = demoPerson(person.key);
  const patient = demo.patient;
  if (!patient) throw new RangeError(`${person.key} has no patient record`);
  const insurance = patient.healthCareType === 'insurance';
  const occupational = patient.healthCareType === 'occupational' && slot.specialtyId === 'TTH';
  Object.assign(slot, {
    reservedByPatientId: ctx.personId(person.key),
    reservedByPersonId: ctx.personId(person.reservedBy ?? person.key),
    reservedAt: ctx.at(-daysBefore, '20:15'),
    description: null,
    emailAddress: patient.email,
    phone: patient.phoneNumber,
    payerType: insurance ? 'insurance' : occupational ? 'occupationalHealthCare' : 'self',
    insuranceCompany: insurance ? 'IF' : null,
    reimbursementOption: insurance ? 'USE_REIMBURSEMENT' : null,
    conceptCode: insurance ? '90157' : null,
    anonymousLinkId: ctx.random.alphanumeric(24),
    cancelledAt: status === 'reserved' ? null : ctx.at(-1, status === 'patientCancelled' ? '18:30' : '08:05'),
    hasAppointeeCanceled: status === 'patientCancelled',
  } satisfies Partial<AppointmentRow>);
}

/** Reserves free times for the demo persons, in place in `slots`; returns the reserved ones. */
export function reserveDemoAppointments(ctx: SeedContext, slots: AppointmentRow[]): AppointmentRow[] {
  const finder = new SlotFinder(ctx, slots);
  const reserved: AppointmentRow[] = [];
  for (const person of PLANS) {
    person.future.forEach((plan, i) => {
      const slot = finder.find(plan, person);
      if (!slot) throw new RangeError(`No free time for ${person.key} on day ${plan.day} (${plan.roles.join(', ')})`);
      reserve(ctx, slot, person, plan.status ?? 'reserved', 1 + ((i * 3) % 10));
      reserved.push(slot);
    });
  }
  return reserved;
}

/** The persons who have upcoming appointments in the demo data, in the order they are reserved. */
export const DEMO_APPOINTMENT_PERSONS: readonly DemoPersonKey[] = PLANS.map((plan) => plan.key);

/**
 * The roll-forward's half of reserveDemoAppointments: reserves the upcoming appointments of `keys`
 * again, as the seed does relative to `ctx.today`, on times in `slots` that start at `now` or later.
 * A plan with no matching time in its week is left out and counted in `missing`.
 */
export function reserveDemoAppointmentsAgain(
  ctx: SeedContext,
  slots: AppointmentRow[],
  keys: ReadonlySet<DemoPersonKey>,
  now: Date,
): { reserved: AppointmentRow[]; missing: number } {
  const finder = new SlotFinder(ctx, slots, now.getTime());
  const reserved: AppointmentRow[] = [];
  let missing = 0;
  for (const person of PLANS.filter((p) => keys.has(p.key))) {
    person.future.forEach((plan, i) => {
      const slot = finder.find(plan, person);
      if (!slot) {
        missing++;
        return;
      }
      reserve(ctx, slot, person, plan.status ?? 'reserved', 1 + ((i * 3) % 10));
      reserved.push(slot);
    });
  }
  return { reserved, missing };
}

/** The last day, from today, that a reservation of the demo persons can fall on (a plan's day and the six after it). */
export const LAST_PLANNED_DAY = Math.max(...PLANS.flatMap((plan) => plan.future.map((f) => f.day))) + 6;

/** Visits that already happened, for the visits, invoices and results to refer to. */
export function pastDemoAppointments(ctx: SeedContext): { key: DemoPersonKey; appointment: AppointmentRow }[] {
  const rows: { key: DemoPersonKey; appointment: AppointmentRow }[] = [];
  for (const person of PLANS) {
    for (const [daysAgo, time, role, remote] of person.past) {
      const seed = practitionerSeed(practitionerFor(role, person.organisationId, person.clinics));
      const clinicId = seed.clinics.find((c) => person.clinics.includes(c)) ?? seed.clinics[0] ?? 'RMT';
      const slot = buildSlot(ctx, seed, clinicId, ctx.at(-daysAgo, time), { remote: (remote ?? false) && seed.remote, kindId: remote && seed.remote ? VIDEO_KIND_ID : undefined });
      reserve(ctx, slot, person, 'reserved', daysAgo + 7);
      slot.checkedInAt = slot.isRemote ? null : new Date(slot.startDate.getTime() - 12 * 60_000);
      if (daysAgo === 2) slot.arrivalReason = 'Asiakkaan itse kirjoittama tulosyy: Kurkkukipua ja kuumetta kolme päivää.';
      rows.push({ key: person.key, appointment: slot });
    }
  }
  return rows;
}

