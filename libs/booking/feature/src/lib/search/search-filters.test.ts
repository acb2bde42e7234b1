import { KELA65_SPECIALTY_ID, TIME_OF_DAY, timeOfDays } from '@portal/booking/contracts';
import type { SearchFilters } from './search-filters';
import { changeFilters, emptyFilters, filtersFromQuery, filtersToQuery, listFilters, listRules } from './search-filters';

const open = { fixedSpecialtyIds: null };

describe('filter rules', () => {
  it.each(['PSY', 'ENDO', 'GYN', 'NNA', 'GRG'])('choosing %s turns remote on', (id) => {
    expect(changeFilters(emptyFilters, { type: 'specialties', specialtyIds: ['GP', id] }, open).includeRemote).toBe(true);
  });

  it('leaves remote as it was for other specialties', () => {
    expect(changeFilters(emptyFilters, { type: 'specialties', specialtyIds: ['GP', 'DERM'] }, open).includeRemote).toBe(false);
    const remoteOn = { ...emptyFilters, includeRemote: true };
    expect(changeFilters(remoteOn, { type: 'specialties', specialtyIds: ['DERM'] }, open).includeRemote).toBe(true);
  });

  it('choosing a practitioner clears the specialties and turns remote on', () => {
    const before: SearchFilters = { ...emptyFilters, specialtyIds: ['GP', 'DERM'] };
    expect(changeFilters(before, { type: 'practitioners', practitionerIds: [55] }, open)).toEqual({
      ...emptyFilters,
      practitionerIds: [55],
      specialtyIds: [],
      includeRemote: true,
    });
  });

  it('clearing the practitioner keeps the other filters', () => {
    const before: SearchFilters = { ...emptyFilters, practitionerIds: [55], includeRemote: true, clinicIds: ['HKI1'] };
    expect(changeFilters(before, { type: 'practitioners', practitionerIds: [] }, open)).toEqual({
      ...before,
      practitionerIds: [],
    });
  });

  it('keeps the fixed specialty of the 65+ list, and a practitioner choice sets it', () => {
    const fixed = { fixedSpecialtyIds: ['YL'] };
    expect(changeFilters(emptyFilters, { type: 'specialties', specialtyIds: ['PSY'] }, fixed)).toBe(emptyFilters);
    const withOther = { ...emptyFilters, specialtyIds: ['PSY'] };
    expect(changeFilters(withOther, { type: 'practitioners', practitionerIds: [55] }, fixed)).toEqual({
      ...emptyFilters,
      practitionerIds: [55],
      specialtyIds: ['YL'],
      includeRemote: true,
    });
  });

  it('sets the other filters as given', () => {
    expect(changeFilters(emptyFilters, { type: 'clinics', clinicIds: ['HKI1'] }, open).clinicIds).toEqual(['HKI1']);
    expect(changeFilters(emptyFilters, { type: 'timeOfDay', timeOfDay: 'evening' }, open).timeOfDay).toBe('evening');
    expect(changeFilters(emptyFilters, { type: 'startDate', startDate: '2026-12-24' }, open).startDate).toBe('2026-12-24');
    expect(changeFilters(emptyFilters, { type: 'includeRemote', includeRemote: true }, open).includeRemote).toBe(true);
  });

  it('sets the last day from the field, and clears it for an empty field or a day that is no day', () => {
    const until = changeFilters(emptyFilters, { type: 'endDate', endDate: '2026-12-31' }, open);
    expect(until.endDate).toBe('2026-12-31');
    expect(filtersToQuery(until).get('endDate')).toBe('2026-12-31');
    for (const endDate of [undefined, '2026-02-30', '31.12.2026']) {
      const cleared = changeFilters(until, { type: 'endDate', endDate }, open);
      expect(cleared.endDate).toBeUndefined();
      expect(filtersToQuery(cleared).has('endDate')).toBe(false);
    }
  });
});

describe('filters in the address', () => {
  const full: SearchFilters = {
    clinicIds: ['HKI1', 'ESP1'],
    specialtyIds: ['GP'],
    practitionerIds: [55, 77],
    startDate: '2026-12-03',
    endDate: '2026-12-05',
    timeOfDay: 'afternoon',
    includeRemote: true,
  };

  it('goes to the query and back unchanged', () => {
    expect(filtersFromQuery(filtersToQuery(full))).toEqual(full);
    expect(filtersFromQuery(filtersToQuery(emptyFilters))).toEqual(emptyFilters);
  });

  it('repeats array parameters and writes startDate as YYYY-MM-DD', () => {
    expect(filtersToQuery(full).toString()).toBe(
      'clinicIds=HKI1&clinicIds=ESP1&specialtyIds=GP&practitionerIds=55&practitionerIds=77&startDate=2026-12-03&endDate=2026-12-05&time=afternoon&includeRemote=true',
    );
  });

  it('leaves the defaults out and keeps parameters that are not filters', () => {
    const query = filtersToQuery(emptyFilters, new URLSearchParams('utm_source=mail&clinicIds=OLD'));
    expect(query.toString()).toBe('utm_source=mail');
  });

  it('reads the link form of the spec (practitionerIds with includeRemote=true)', () => {
    expect(filtersFromQuery(new URLSearchParams('practitionerIds=55&includeRemote=true'))).toEqual({
      ...emptyFilters,
      practitionerIds: [55],
      includeRemote: true,
    });
  });

  it('drops values that cannot be right', () => {
    expect(filtersFromQuery(new URLSearchParams('practitionerIds=abc&startDate=3.12.2026&endDate=2026-1-5&time=night&includeRemote=yes'))).toEqual(
      emptyFilters,
    );
  });

  it('drops dates that have the form but name no day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-11-31', '2026-00-10']) {
      expect(filtersFromQuery(new URLSearchParams(`startDate=${day}&endDate=${day}`))).toEqual(emptyFilters);
    }
    expect(filtersFromQuery(new URLSearchParams('startDate=2028-02-29')).startDate).toBe('2028-02-29');
  });
});

describe('time of day', () => {
  it('offers all, morning 7-12, afternoon 12-16 and evening 16-21 in that order', () => {
    expect(timeOfDays).toEqual(['all', 'morning', 'afternoon', 'evening']);
    expect(TIME_OF_DAY).toEqual({ morning: [7, 12], afternoon: [12, 16], evening: [16, 21] });
  });

  it.each(timeOfDays)('%s survives the address', (timeOfDay) => {
    expect(filtersFromQuery(filtersToQuery({ ...emptyFilters, timeOfDay })).timeOfDay).toBe(timeOfDay);
  });
});

describe('listFilters', () => {
  it("searches the 65+ list's fixed specialty whatever the address says, and the address's elsewhere", () => {
    const query = new URLSearchParams('specialtyIds=GP&clinicIds=HKI1');
    expect(listFilters(query, listRules('kela65'))).toMatchObject({ specialtyIds: [KELA65_SPECIALTY_ID], clinicIds: ['HKI1'] });
    expect(listFilters(query, listRules('private'))).toMatchObject({ specialtyIds: ['GP'], clinicIds: ['HKI1'] });
    expect(listRules('insurance')).toEqual({ fixedSpecialtyIds: null });
  });
});
