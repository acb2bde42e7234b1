import { ageOn, isValidEmail, isValidFinnishPhone, PHONE_MAX_LENGTH_USER, validateIdentityCode } from '@portal/shared/util';
import type { DemoPersonKey } from './demo-persons';
import { demoGuardianships, demoPerson, demoPersons, demoPersonsTable } from './demo-persons';

const ON = { year: 2026, month: 11, day: 22 };
const age = (key: DemoPersonKey) => ageOn(demoPerson(key).ssn, ON);

describe('demoPersons', () => {
  it.each(demoPersons.map((p) => [p.key, p] as const))('%s has a valid test identity code matching the birth date', (_, person) => {
    const result = validateIdentityCode(person.ssn, { allowDevelopmentCodes: false });
    if (!result.valid) throw new Error(`${person.ssn}: ${result.reason}`);
    expect(result.isTestCode).toBe(true);
    const individualNumber = Number(person.ssn.slice(7, 10));
    expect(individualNumber).toBeGreaterThanOrEqual(900);
    expect(individualNumber).toBeLessThanOrEqual(999);
    const { year, month, day } = result.birthDate;
    expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(person.birthDate);
  });

  it('has unique codes and keys', () => {
    expect(new Set(demoPersons.map((p) => p.ssn)).size).toBe(demoPersons.length);
    expect(new Set(demoPersons.map((p) => p.key)).size).toBe(demoPersons.length);
  });

  it('has the ages the roles need on 22.11.2026', () => {
    expect(age('child')).toBe(8);
    expect(age('teen')).toBe(13);
    expect(age('kela65')).toBeGreaterThan(65);
    for (const key of ['private', 'occupational', 'insurance', 'unregistered', 'guardian', 'notCreditworthy', 'occupationalByPhone'] as const) {
      expect(age(key)).toBeGreaterThanOrEqual(18);
      expect(age(key)).toBeLessThan(65);
    }
  });

  it('keeps the children on the right side of the sign-in age limit (12) for years', () => {
    for (const year of [2026, 2027, 2028]) {
      expect(ageOn(demoPerson('child').ssn, { year, month: 11, day: 22 })).toBeLessThanOrEqual(11);
    }
    for (const year of [2026, 2027, 2028, 2029]) {
      const teen = ageOn(demoPerson('teen').ssn, { year, month: 11, day: 22 }) ?? 0;
      expect(teen).toBeGreaterThanOrEqual(12);
      expect(teen).toBeLessThan(18);
    }
  });

  it('gives the guardian both children, and the unregistered person no patient record', () => {
    expect(demoGuardianships).toEqual([
      { guardian: 'guardian', child: 'child' },
      { guardian: 'guardian', child: 'teen' },
    ]);
    expect(demoPerson('unregistered').patient).toBeNull();
    expect(demoPerson('notCreditworthy').patient?.isCreditworthy).toBe(false);
    expect(demoPerson('occupational').patient?.healthCareType).toBe('occupational');
    expect(demoPerson('occupationalByPhone').patient?.healthCareType).toBe('occupational');
    expect(demoPerson('insurance').patient?.healthCareType).toBe('insurance');
    expect(demoPerson('kela65').patient?.healthCareType).toBe('kela65');
  });

  it('has contact details the portal accepts, but for the one e-mail that shows the pay page’s notice', () => {
    for (const person of demoPersons) {
      if (!person.patient) continue;
      expect(isValidFinnishPhone(person.patient.phoneNumber, { maxLength: PHONE_MAX_LENGTH_USER })).toBe(true);
      expect(isValidEmail(person.patient.email)).toBe(person.key !== 'notCreditworthy');
      expect(person.patient.postalCode).toMatch(/^\d{5}$/);
    }
  });

  it('describes every role in three languages and lists them for the README', () => {
    for (const person of demoPersons) {
      expect(person.role.fi && person.role.sv && person.role.en).toBeTruthy();
    }
    const lines = demoPersonsTable();
    expect(lines).toHaveLength(demoPersons.length + 2);
    expect(lines[2]).toBe(`| 150488-902P | Laura Mäkinen | ${demoPerson('private').role.en} |`);
  });
});
