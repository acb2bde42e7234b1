import { bookableSpecialtyIds, narrowToAgreement, occupationalBookingOf } from './status';

const agreement = (values: Partial<Parameters<typeof occupationalBookingOf>[0] & object> = {}) => ({
  contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED'],
  webReservationAllowed: true,
  vaccinationsAllowed: false,
  influenzaVaccinationAllowed: false,
  ...values,
});

describe('occupationalBookingOf: the status of the occupational list', () => {
  it('is no-occupational-healthcare without an agreement', () => {
    expect(occupationalBookingOf(null)).toEqual({ status: 'no-occupational-healthcare' });
  });

  it('is ok with online booking and something covered, with the covered specialties', () => {
    expect(occupationalBookingOf(agreement({ vaccinationsAllowed: true }))).toEqual({
      status: 'ok',
      specialtyIds: ['KUV', 'LAB', 'SH', 'TTH', 'YL'],
      contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED'],
      vaccinationsAllowed: true,
      influenzaVaccinationAllowed: false,
    });
  });

  it('is no-web-reservation without online booking, bookable only the liftup products’ specialties', () => {
    expect(occupationalBookingOf(agreement({ webReservationAllowed: false }))).toMatchObject({ status: 'no-web-reservation', specialtyIds: [] });
    expect(occupationalBookingOf(agreement({ webReservationAllowed: false, contractProductIds: ['OHC_BASIC', 'INFLUENZA_VACCINE'] }))).toMatchObject({
      status: 'no-web-reservation',
      specialtyIds: ['ROK'],
    });
  });

  it('is no-web-reservation when online booking is allowed but no product covers anything', () => {
    expect(occupationalBookingOf(agreement({ contractProductIds: ['INTERNET_BOOKING_ALLOWED', 'UNKNOWN_PRODUCT'] }))).toMatchObject({
      status: 'no-web-reservation',
      specialtyIds: [],
    });
  });
});

describe('bookableSpecialtyIds', () => {
  it('is what the answer allows, nothing without an agreement or on an error', () => {
    expect(bookableSpecialtyIds(occupationalBookingOf(agreement({ contractProductIds: ['OHC_BASIC'] })))).toEqual(['TTH']);
    expect(bookableSpecialtyIds({ status: 'no-occupational-healthcare' })).toEqual([]);
    expect(bookableSpecialtyIds({ status: 'unknown-error' })).toEqual([]);
  });
});

describe('narrowToAgreement', () => {
  const bookable = ['TTH', 'YL'];

  it('searches everything the agreement covers when no specialty is asked', () => {
    expect(narrowToAgreement(undefined, bookable)).toEqual(['TTH', 'YL']);
    expect(narrowToAgreement([], bookable)).toEqual(['TTH', 'YL']);
  });

  it('keeps the asked specialties the agreement covers', () => {
    expect(narrowToAgreement(['YL', 'PSO'], bookable)).toEqual(['YL']);
  });

  it('leaves nothing to search when none asked is covered, or nothing is covered', () => {
    expect(narrowToAgreement(['PSO'], bookable)).toBeNull();
    expect(narrowToAgreement(undefined, [])).toBeNull();
  });
});
