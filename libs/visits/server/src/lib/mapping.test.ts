import { toMedicalReport, toVisitSummary } from './mapping';
import type { VisitRow } from './queries';

const row: VisitRow = {
  id: 3,
  dateTime: new Date('2026-11-20T08:00:00.000Z'),
  visitType: 'private',
  practitionerName: 'Anna Virtanen',
  specialtyName: { fi: 'Yleislääketiede', sv: 'Allmänmedicin', en: 'General practice' },
};

describe('visit mapping', () => {
  it('gives the specialty in the language asked for and the instant in ISO 8601', () => {
    expect(toVisitSummary(row, 'sv')).toEqual({
      id: 3,
      dateTime: '2026-11-20T08:00:00.000Z',
      practitionerName: 'Anna Virtanen',
      specialtyName: 'Allmänmedicin',
      visitType: 'private',
    });
  });

  it('answers null for a visit without a specialty', () => {
    expect(toVisitSummary({ ...row, specialtyName: null }, 'fi').specialtyName).toBeNull();
  });

  it('names the patient and masks the identity code', () => {
    const report = toMedicalReport(row, { firstName: 'Maija', lastName: 'Testinen', ssn: '150585-901p' }, [], [], 'en');
    expect(report.patient).toEqual({ name: 'Maija Testinen', maskedIdentityCode: '150585-****' });
    expect(JSON.stringify(report)).not.toContain('901');
  });
});
