import { isoWeekday, VIDEO_KIND_ID, Y65V_KIND_ID } from '@portal/shared/util';
import type { appointments } from '../lib/schema';
import { organisationOfClinic, REMOTE_CLINIC } from './clinics';
import type { SeedContext } from './context';
import { clockTime } from './helsinki-time';
import type { PractitionerSeed } from './practitioners';
import { PRACTITIONERS, rateId, ROLES } from './practitioners';

export type AppointmentRow = typeof appointments.$inferInsert & { id: number; startDate: Date };

/** Bookable times are made for this many days from today. */
export const SLOT_DAYS = 56;

/** Whether an organisation's general practitioners offer Y65V (Kela's 65+) times: the main one's only. */
const offersY65v: Record<ReturnType<typeof organisationOfClinic>, boolean> = { general: true, children: false };

export interface SlotOptions {
  remote?: boolean;
  /** Overrides the role's kind, e.g. Y65V or NEU. */
  kindId?: string;
}

/** A free time of `seed` at `clinicId` (remote ones at RMT), with everything the role implies. */
export function buildSlot(ctx: SeedContext, seed: PractitionerSeed, homeClinicId: string, startDate: Date, options: SlotOptions = {}): AppointmentRow {
  const role = ROLES[seed.role];
  const remote = options.remote ?? false;
  const kindId = options.kindId ?? (remote ? VIDEO_KIND_ID : role.kindId);
  const isY65v = kindId === Y65V_KIND_ID;
  const healthCareTypes: AppointmentRow['healthCareTypes'] = isY65v ? ['kela65'] : role.healthCareTypes;
  const floor = 1 + (seed.id % 4);
  return {
    id: ctx.nextId('appointments'),
    organisationId: organisationOfClinic(homeClinicId),
    clinicId: remote ? REMOTE_CLINIC : homeClinicId,
    practitionerId: seed.id,
    specialtyId: role.specialtyId,
    kindId,
    practitionerRateId: isY65v ? rateId.y65v(seed.id) : remote ? rateId.remote(seed.id) : rateId.inPerson(seed.id),
    startDate,
    durationMinutes: role.slotMinutes,
    locationType: remote ? (kindId === 'PUH' ? 'PhoneAppointment' : 'RemoteAppointment') : kindId === 'NEU' ? 'MeetingAppointment' : 'PhysicalLocation',
    isRemote: remote,
    // The laboratory takes walk-ins within the hour rather than at the minute.
    isSpecificTime: seed.role !== 'laboratory',
    // Occupational and 65+ times need to know who books, so anonymous booking is not offered.
    requiresAuthToReserve: isY65v || !healthCareTypes.includes('private'),
    healthCareTypes,
    selfCheckInAvailability: remote ? 'statusNotAvailable' : seed.role === 'xray' ? 'onlyAtReception' : 'available',
    roomLocation: remote ? null : role.isResource ? `${role.title.fi}, ${floor}. krs` : `${floor}. krs, huone ${floor * 100 + ((seed.id * 7) % 40)}`,
  };
}

interface Shift {
  clinicId: string;
  start: number;
  end: number;
  /** Minutes of the shift's end given to remote times. */
  remoteTail: number;
  allRemote: boolean;
}

const RESOURCE_HOURS: Partial<Record<PractitionerSeed['role'], [number, number]>> = {
  laboratory: [7 * 60, 19 * 60],
  vaccinationRoom: [8 * 60, 16 * 60],
  xray: [8 * 60, 20 * 60],
};

function shiftOf(seed: PractitionerSeed, dayIndex: number, weekday: number): Shift | null {
  const home = seed.clinics[0] ?? REMOTE_CLINIC;
  if (weekday >= 6) {
    if (!seed.weekend) return null;
    // Odd ids among the remote workers take the weekend from home, so video times exist on weekends.
    const allRemote = (seed.remote ?? false) && seed.id % 2 === 1;
    return weekday === 6
      ? { clinicId: home, start: 9 * 60, end: 17 * 60, remoteTail: 0, allRemote }
      : { clinicId: home, start: 10 * 60, end: 16 * 60, remoteTail: 0, allRemote };
  }
  const clinicId = seed.clinics[dayIndex % seed.clinics.length] ?? home;
  const resourceHours = RESOURCE_HOURS[seed.role];
  if (resourceHours) return { clinicId, start: resourceHours[0], end: resourceHours[1], remoteTail: 0, allRemote: false };
  // Every third day is an evening shift, staggered by practitioner so every evening is covered.
  const late = (seed.id + dayIndex) % 3 === 0;
  return {
    clinicId,
    start: late ? 11 * 60 : 7 * 60,
    end: late ? 21 * 60 : 17 * 60,
    remoteTail: seed.remote ? 120 : 0,
    allRemote: false,
  };
}

/**
 * The bookable times of the next SLOT_DAYS days: weekday shifts between 7 and 21 with a lunch
 * break, weekend shifts for some, remote hours at the end of remote workers' shifts. About one
 * time in sixteen is left out, as if someone outside the demo had booked it. `fromDay` and
 * `untilDay` (days from today, the latter not included) narrow it to the days the roll-forward adds.
 */
export function generateSlots(ctx: SeedContext, fromDay = 0, untilDay = SLOT_DAYS): AppointmentRow[] {
  const slots: AppointmentRow[] = [];
  for (let dayIndex = fromDay; dayIndex < untilDay; dayIndex++) {
    const date = ctx.day(dayIndex);
    const weekday = isoWeekday(date);
    for (const seed of PRACTITIONERS) {
      const shift = shiftOf(seed, dayIndex, weekday);
      if (!shift) continue;
      const role = ROLES[seed.role];
      const lunchStart = shift.start + 4 * 60;
      const remoteFrom = shift.end - shift.remoteTail;
      let index = 0;
      for (let minute = shift.start; minute + role.slotMinutes <= shift.end; minute += role.slotMinutes, index++) {
        if (role.slotMinutes < 60 && minute >= lunchStart && minute < lunchStart + 30) continue;
        if (ctx.random.chance(0.06)) continue;
        const remote = shift.allRemote || minute >= remoteFrom;
        let kindId: string | undefined;
        if (remote) kindId = index % 2 === 0 ? VIDEO_KIND_ID : 'PUH';
        else if (seed.role === 'gp' && offersY65v[organisationOfClinic(shift.clinicId)] && index % 6 === 2) kindId = Y65V_KIND_ID;
        else if (seed.role === 'occupationalPhysician' && index % 10 === 9) kindId = 'NEU';
        slots.push(buildSlot(ctx, seed, shift.clinicId, ctx.at(dayIndex, clockTime(minute)), { remote, kindId }));
      }
    }
  }
  return slots;
}
