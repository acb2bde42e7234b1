import type { SeedContext } from './context';
import type { DemoPersonKey } from './demo-persons';
import { demoPerson } from './demo-persons';
import { practitionerSeed } from './practitioners';
import type { Random } from './random';
import { createRandom } from './random';
import type { AppointmentRow } from './slots';
import { buildSlot } from './slots';

/**
 * Fixed anonymous appointment links of the demo data, for the end-to-end tests and the README:
 * each opens an appointment that starts within 30 minutes of the seed, so check-in is open.
 * Demo only: real link ids are random (appointments/anonymous-link-id.ts).
 */
export const DEMO_ANONYMOUS_LINKS = {
  /** Laura Mäkinen (general organisation); identity code end part 902P. */
  general: 'LauraDemoCheckInLink2026',
  /** Eetu Laine, 8 (children's organisation); identity code end part 963X. */
  children: 'EetuDemoCheckInLink20260',
} as const;

interface ClockPlan {
  key: DemoPersonKey;
  clinicId: string;
  /** The one checked in when signed in, then the one behind the fixed link (when there is one). */
  practitionerIds: [number, number] | [number];
  link: string | null;
}

const PLANS: readonly ClockPlan[] = [
  { key: 'private', clinicId: 'HKA', practitionerIds: [1, 14], link: DEMO_ANONYMOUS_LINKS.general },
  { key: 'child', clinicId: 'LOM', practitionerIds: [35, 38], link: DEMO_ANONYMOUS_LINKS.children },
  // Ella has not filled the consent form: checking in asks for it first (ConfidentialityFormNotFilled).
  { key: 'teen', clinicId: 'LOM', practitionerIds: [36], link: null },
];

/**
 * A free time open for self check-in once reserved: Petri Lehtinen (practitioner 8, who otherwise
 * works in Jyväskylä only) at Kajo Kamppi (HKA), 25 minutes after the seed. The end-to-end
 * booking flow reserves it anonymously and checks in from the confirmation mail's link.
 */
export const DEMO_CHECK_IN_SLOT = { practitionerId: 8, clinicId: 'HKA' } as const;

const FIVE_MINUTES = 5 * 60_000;
const roundUpToFiveMinutes = (ms: number) => new Date(Math.ceil(ms / FIVE_MINUTES) * FIVE_MINUTES);

/**
 * The only demo rows that depend on the clock rather than the day: for Laura and Eetu, one
 * appointment 20 minutes after the seed ran and one 25 minutes after it behind a fixed
 * anonymous link, both open for self check-in; for Ella one 25 minutes after it. Each person's
 * last one starts 25 minutes after the seed, rounded up to five (so within the 30 minutes in which
 * check-in opens at once): the latest start that is open from the seed on, so it stays open the
 * longest, which the end-to-end run needs for Ella's. Beside them one free time at 25 minutes
 * (DEMO_CHECK_IN_SLOT), to be booked and checked in. They are made last, so every other row (and
 * id) stays the same for the same day. The roll-forward makes them again once the fixed links'
 * ones have started, with a `random` of its own: the day's would repeat the link ids it gave before.
 */
export function checkInDemoAppointments(
  ctx: SeedContext,
  now: Date,
  // A PRNG of its own, so these rows do not shift what the seed's PRNG gives anything else.
  random: Random = createRandom(ctx.today.split('-').reduce((sum, part) => sum * 100 + Number(part), 0)),
): AppointmentRow[] {
  const rows: AppointmentRow[] = [];
  for (const plan of PLANS) {
    const patient = demoPerson(plan.key).patient;
    const patientId = ctx.personId(plan.key);
    plan.practitionerIds.forEach((practitionerId, index) => {
      // The last at 25 minutes, any before it five minutes earlier.
      const minutesAhead = 25 - (plan.practitionerIds.length - 1 - index) * 5;
      const startDate = roundUpToFiveMinutes(now.getTime() + minutesAhead * 60_000);
      const slot = buildSlot(ctx, practitionerSeed(practitionerId), plan.clinicId, startDate);
      rows.push({
        ...slot,
        reservedByPatientId: patientId,
        reservedByPersonId: plan.key === 'child' ? ctx.personId('guardian') : patientId,
        reservedAt: new Date(now.getTime() - 86_400_000),
        emailAddress: patient?.email ?? null,
        phone: patient?.phoneNumber ?? null,
        payerType: 'self',
        anonymousLinkId: index === 0 || !plan.link ? random.alphanumeric(24) : plan.link,
      });
    });
  }
  const freeSlotStart = roundUpToFiveMinutes(now.getTime() + 25 * 60_000);
  rows.push(buildSlot(ctx, practitionerSeed(DEMO_CHECK_IN_SLOT.practitionerId), DEMO_CHECK_IN_SLOT.clinicId, freeSlotStart));
  return rows;
}

/** The fixed links, for the start-up message and the README. */
export function demoAnonymousLinksTable(publicOrigin: string): string[] {
  return [
    `Laura Mäkinen (end part 902P): ${publicOrigin}/en/appointment/${DEMO_ANONYMOUS_LINKS.general}`,
    `Eetu Laine (end part 963X): ${publicOrigin}/en/appointment/${DEMO_ANONYMOUS_LINKS.children}`,
  ];
}
