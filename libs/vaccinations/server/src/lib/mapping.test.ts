import { toVaccination } from './mapping';

describe('vaccination mapping', () => {
  it('names the practitioner as the spec does (practitioner.name)', () => {
    const row = { id: 4, name: 'Puutiaisaivokuumerokote (TicoVac)', date: '2025-05-11', effectiveUntil: '2028-05-10', practitionerName: 'Rokotushuone, Kamppi' };
    expect(toVaccination(row)).toEqual({
      id: 4,
      name: 'Puutiaisaivokuumerokote (TicoVac)',
      date: '2025-05-11',
      effectiveUntil: '2028-05-10',
      practitioner: { name: 'Rokotushuone, Kamppi' },
    });
  });

  it('answers null for a practitioner no longer on record', () => {
    expect(toVaccination({ id: 4, name: 'MPR-rokote (Priorix)', date: '2018-09-04', effectiveUntil: null, practitionerName: null })).toMatchObject({
      effectiveUntil: null,
      practitioner: null,
    });
  });
});
