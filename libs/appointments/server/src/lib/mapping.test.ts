import type { AppointmentRecord } from '@portal/appointments/records';
import { ARRIVAL_REASON_PREFIX } from '@portal/appointments/contracts';
import { consentStatusOf, yearsBetween } from './check-in';
import { isCancellable, mayCancelOf, selfCheckInStatusOf, withArrivalReasonPrefix, withoutArrivalReasonPrefix } from './mapping';

type Row = AppointmentRecord['appointment'];
const start = new Date('2026-11-23T12:00:00.000Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

function row(overrides: Partial<Row> = {}): Row {
  return {
    startDate: start,
    durationMinutes: 20,
    selfCheckInAvailability: 'available',
    checkedInAt: null,
    cancelledAt: null,
    reservedByPatientId: 7,
    ...overrides,
  } as Row;
}

describe('selfCheckInStatusOf', () => {
  it.each([
    ['31 minutes before', -31, 'tooEarly'],
    ['30 minutes before', -30, 'allowed'],
    ['29 minutes before', -29, 'allowed'],
    ['during the appointment', 19, 'allowed'],
    ['at its end', 20, 'statusNotAvailable'],
    ['after its end', 60, 'statusNotAvailable'],
  ] as const)('is %s: %s', (_what, minutes, status) => {
    expect(selfCheckInStatusOf(row(), at(minutes))).toBe(status);
  });

  it('is checkedIn once checked in, whatever the time or setting', () => {
    expect(selfCheckInStatusOf(row({ checkedInAt: at(-10) }), at(-5))).toBe('checkedIn');
    expect(selfCheckInStatusOf(row({ checkedInAt: at(-10), selfCheckInAvailability: 'onlyAtReception' }), at(60))).toBe('checkedIn');
  });

  it('passes the clinic’s onlyAtReception and statusNotAvailable through', () => {
    expect(selfCheckInStatusOf(row({ selfCheckInAvailability: 'onlyAtReception' }), at(-5))).toBe('onlyAtReception');
    expect(selfCheckInStatusOf(row({ selfCheckInAvailability: 'statusNotAvailable' }), at(-60))).toBe('statusNotAvailable');
  });

  it('offers nothing for a cancelled appointment', () => {
    expect(selfCheckInStatusOf(row({ cancelledAt: at(-600) }), at(-5))).toBe('statusNotAvailable');
  });
});

describe('mayCancelOf', () => {
  // The organisation's cancellation window, hours before the start.
  const window = 24;

  it('is true for the patient’s own open appointment at least the window away', () => {
    expect(mayCancelOf(row(), 7, at(-window * 60), window)).toBe(true);
    expect(mayCancelOf(row(), 7, at(-1), 0)).toBe(true);
  });

  it.each([
    ['another patient', row(), 8, at(-window * 60 - 60)],
    ['a cancelled one', row({ cancelledAt: at(-window * 60 - 600) }), 7, at(-window * 60 - 60)],
    ['a checked-in one', row({ checkedInAt: at(-10) }), 7, at(-5)],
    ['one inside the cancellation window', row(), 7, at(-window * 60 + 1)],
    ['one that has started', row(), 7, at(0)],
    ['a free time', row({ reservedByPatientId: null }), 7, at(-window * 60 - 60)],
  ])('is false for %s', (_what, appointment, patientId, now) => {
    expect(mayCancelOf(appointment, patientId, now, window)).toBe(false);
  });
});

describe('isCancellable', () => {
  it('says whether anyone may still cancel the time, whoever reserved it', () => {
    expect(isCancellable(row({ reservedByPatientId: 8 }), at(-24 * 60), 24)).toBe(true);
    expect(isCancellable(row(), at(-24 * 60 + 1), 24)).toBe(false);
    expect(isCancellable(row({ reservedByPatientId: null }), at(-24 * 60 - 60), 24)).toBe(false);
  });
});

describe('the arrival reason prefix', () => {
  it('is added once however often the text is saved', () => {
    const once = withArrivalReasonPrefix('Kurkkukipua');
    expect(once).toBe(`${ARRIVAL_REASON_PREFIX}Kurkkukipua`);
    expect(withArrivalReasonPrefix(withoutArrivalReasonPrefix(once))).toBe(once);
    expect(withArrivalReasonPrefix(once)).toBe(once);
  });

  it('is taken off for the patient', () => {
    expect(withoutArrivalReasonPrefix(`${ARRIVAL_REASON_PREFIX}Kuumetta`)).toBe('Kuumetta');
    expect(withoutArrivalReasonPrefix('Kuumetta')).toBe('Kuumetta');
  });
});

describe('consentStatusOf', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('is missing when the form was never filled', () => {
    expect(consentStatusOf(null, '1988-04-15', now)).toBe('missing');
  });

  it('asks an adult who filled the form as a minor to fill it again', () => {
    expect(consentStatusOf(new Date('2025-06-01T10:00:00Z'), '2008-06-02', now)).toBe('givenAsMinor');
    // Filled on the 18th birthday: given as an adult.
    expect(consentStatusOf(new Date('2026-06-02T10:00:00Z'), '2008-06-02', now)).toBe('given');
  });

  it('keeps a minor’s own consent valid while they are a minor', () => {
    expect(consentStatusOf(new Date('2025-06-01T10:00:00Z'), '2013-05-14', now)).toBe('given');
  });

  it('counts years from the birthday on', () => {
    expect(yearsBetween('2008-11-24', '2026-11-23')).toBe(17);
    expect(yearsBetween('2008-11-23', '2026-11-23')).toBe(18);
  });
});

