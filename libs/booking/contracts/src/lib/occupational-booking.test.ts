import * as v from 'valibot';
import { hasLiftupProduct, INFLUENZA_VACCINE_SPECIALTY_IDS, OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES, OccupationalBookingResponseSchema, onlineBookableSpecialtyIds, specialtiesOfContractProducts } from './occupational-booking';

describe('the contract products and their specialties', () => {
  it.each([
    ['statutory care', ['OHC_BASIC'], ['TTH']],
    ['medical care', ['OHC_MEDICAL_CARE'], ['KUV', 'LAB', 'SH', 'YL']],
    ['psychiatry', ['OHC_SPECIALIST_CARE'], ['PSY']],
    ['the psychologist', ['OHC_PSYCHOLOGIST'], ['PSO']],
    ['physiotherapy', ['OHC_PHYSIOTHERAPY'], ['FYS']],
    ['vaccinations', ['VACCINATIONS'], ['ROK']],
    ['the influenza vaccine', ['INFLUENZA_VACCINE'], ['ROK']],
    ['the online booking permission alone', ['INTERNET_BOOKING_ALLOWED'], []],
    ['a product we do not know', ['OHC_SOMETHING_NEW'], []],
    ['nothing', [], []],
  ])('%s covers %j', (_, products, specialties) => {
    expect(specialtiesOfContractProducts(products)).toEqual(specialties);
  });

  it('covers each specialty once, sorted, for an agreement of several products', () => {
    expect(specialtiesOfContractProducts(['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED', 'VACCINATIONS', 'INFLUENZA_VACCINE'])).toEqual([
      'KUV',
      'LAB',
      'ROK',
      'SH',
      'TTH',
      'YL',
    ]);
  });

  it('never lets a product name from the object prototype through', () => {
    expect(specialtiesOfContractProducts(['constructor', 'toString', '__proto__'])).toEqual([]);
  });

  it('lets the influenza button search only specialties an influenza agreement covers', () => {
    const covered = specialtiesOfContractProducts(['OHC_BASIC', 'INFLUENZA_VACCINE']);
    expect(INFLUENZA_VACCINE_SPECIALTY_IDS.length).toBeGreaterThan(1);
    for (const id of INFLUENZA_VACCINE_SPECIALTY_IDS) expect(covered).toContain(id);
  });

  it('names only products of the table in the liftup list', () => {
    expect(hasLiftupProduct(['OHC_BASIC', 'VACCINATIONS'])).toBe(true);
    expect(hasLiftupProduct(['INFLUENZA_VACCINE'])).toBe(true);
    expect(hasLiftupProduct(['OHC_BASIC', 'OHC_MEDICAL_CARE'])).toBe(false);
    expect(hasLiftupProduct([])).toBe(false);
    expect(Object.keys(OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES)).toEqual(expect.arrayContaining(['VACCINATIONS', 'INFLUENZA_VACCINE']));
  });
});

describe('onlineBookableSpecialtyIds', () => {
  const products = ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'VACCINATIONS'];

  it('is every covered specialty when the agreement includes online booking', () => {
    expect(onlineBookableSpecialtyIds({ contractProductIds: products, webReservationAllowed: true })).toEqual(['KUV', 'LAB', 'ROK', 'SH', 'TTH', 'YL']);
  });

  it('is only the vaccinations without online booking, and nothing without them', () => {
    expect(onlineBookableSpecialtyIds({ contractProductIds: products, webReservationAllowed: false })).toEqual(['ROK']);
    expect(onlineBookableSpecialtyIds({ contractProductIds: ['OHC_BASIC'], webReservationAllowed: false })).toEqual([]);
  });
});

describe('OccupationalBookingResponseSchema', () => {
  it('takes every status of the spec', () => {
    const agreement = { specialtyIds: ['TTH'], contractProductIds: ['OHC_BASIC'], vaccinationsAllowed: false, influenzaVaccinationAllowed: false };
    for (const answer of [
      { status: 'ok', ...agreement },
      { status: 'no-web-reservation', ...agreement },
      { status: 'no-occupational-healthcare' },
      { status: 'unknown-error' },
    ]) {
      expect(v.safeParse(OccupationalBookingResponseSchema, answer).success).toBe(true);
    }
  });

  it('refuses an ok answer without its agreement, and an unknown status', () => {
    expect(v.safeParse(OccupationalBookingResponseSchema, { status: 'ok' }).success).toBe(false);
    expect(v.safeParse(OccupationalBookingResponseSchema, { status: 'maybe' }).success).toBe(false);
  });
});
