import { bookingListOfPayer, payerOfBookingList } from '@portal/appointments/records';
import type { appointments, patients } from '@portal/shared/db';
import { bindingRequired, isAnonymouslyReservable, isOfferedTo, kela65Check, mayBook } from './rules';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00.000Z');

const slot = (values: Partial<typeof appointments.$inferSelect>) => ({ healthCareTypes: ['private'], requiresAuthToReserve: false, ...values }) as typeof appointments.$inferSelect;
const patient = (values: Partial<typeof patients.$inferSelect>) => ({ healthCareType: 'private', isCreditworthy: true, ...values }) as typeof patients.$inferSelect;

describe('bindingRequired', () => {
  it('asks for the box a minute inside the hours and not at them', () => {
    expect(bindingRequired(new Date(now.getTime() + 24 * hour - 60_000), now, 24)).toBe(true);
    expect(bindingRequired(new Date(now.getTime() + 24 * hour), now, 24)).toBe(false);
  });

  it('never asks when the organisation has no binding hours', () => {
    expect(bindingRequired(new Date(now.getTime() + 60_000), now, 0)).toBe(false);
  });

  it('counts real hours across the clocks going back in Helsinki (25 hours of wall clock in a day)', () => {
    const beforeChange = new Date('2026-10-24T22:00:00.000Z');
    expect(bindingRequired(new Date('2026-10-25T22:30:00.000Z'), beforeChange, 24)).toBe(false);
  });
});

describe('isOfferedTo', () => {
  it('needs the customer type among the time’s types', () => {
    expect(isOfferedTo(slot({ healthCareTypes: ['private'] }), 'private', patient({}))).toBe(true);
    expect(isOfferedTo(slot({ healthCareTypes: ['private'] }), 'insurance', patient({}))).toBe(false);
  });

  it('offers an occupational time only to an occupational customer', () => {
    const time = slot({ healthCareTypes: ['occupational'] });
    expect(isOfferedTo(time, 'occupational', patient({ healthCareType: 'private' }))).toBe(false);
    expect(isOfferedTo(time, 'occupational', patient({ healthCareType: 'occupational' }))).toBe(true);
  });
});

describe('isAnonymouslyReservable', () => {
  it('takes private times that need no sign-in only', () => {
    expect(isAnonymouslyReservable(slot({}))).toBe(true);
    expect(isAnonymouslyReservable(slot({ requiresAuthToReserve: true }))).toBe(false);
    expect(isAnonymouslyReservable(slot({ healthCareTypes: ['insurance', 'kela65'] }))).toBe(false);
  });
});

describe('mayBook', () => {
  it('interrupts booking for a person who is not creditworthy unless occupational', () => {
    expect(mayBook(patient({}))).toBe(true);
    expect(mayBook(patient({ isCreditworthy: false }))).toBe(false);
    expect(mayBook(patient({ isCreditworthy: false, healthCareType: 'occupational' }))).toBe(true);
  });
});

describe('the booking lists and their payers (appointments records: one table, both ways)', () => {
  it('names the payer by the list', () => {
    expect([payerOfBookingList('private'), payerOfBookingList('kela65'), payerOfBookingList('insurance'), payerOfBookingList('occupational')]).toEqual([
      'self',
      'kela65',
      'insurance',
      'occupationalHealthCare',
    ]);
  });

  it('finds the list by the payer, and none for a payer the portal does not book', () => {
    expect((['self', 'kela65', 'insurance', 'occupationalHealthCare'] as const).map(bookingListOfPayer)).toEqual(['private', 'kela65', 'insurance', 'occupational']);
    expect([bookingListOfPayer('other'), bookingListOfPayer('insuranceAndOccupationalHealthCare'), bookingListOfPayer(null)]).toEqual([null, null, null]);
  });
});

describe('kela65Check', () => {
  const visit = new Date('2026-12-02T22:30:00.000Z'); // 3.12.2026 at 00:30 in Helsinki
  it('asks nothing of other customer types', () => {
    expect(kela65Check('private', [], '2000-01-01', visit)).toBe('offered');
  });

  it('needs the kela65 feature', () => {
    expect(kela65Check('kela65', ['price-details'], '1950-01-01', visit)).toBe('not-offered');
  });

  it('counts the age on the visit day in Helsinki, not in UTC', () => {
    expect(kela65Check('kela65', ['kela65'], '1961-12-03', visit)).toBe('offered');
    expect(kela65Check('kela65', ['kela65'], '1961-12-04', visit)).toBe('under-age');
  });
});
