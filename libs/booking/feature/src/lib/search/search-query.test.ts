import { aBookingFilters } from '@portal/booking/contracts/testing';
import { emptyFilters } from './search-filters';
import { expandClinicIds, searchRequest } from './search-query';

describe('expandClinicIds', () => {
  const { clinics } = aBookingFilters();

  it('adds the linked clinics and the clinics of nearby municipalities', () => {
    expect(expandClinicIds(['HKI1'], clinics)).toEqual(['HKI1', 'HKI1B', 'ESP1']);
  });

  it('adds nothing for a clinic without links', () => {
    expect(expandClinicIds(['TKU1'], clinics)).toEqual(['TKU1']);
  });

  it('keeps ids the reference data does not know', () => {
    expect(expandClinicIds(['OLD'], clinics)).toEqual(['OLD']);
  });
});

describe('searchRequest', () => {
  it('carries the customer type and the language, and leaves an unset date out', () => {
    const request = searchRequest({ ...emptyFilters, clinicIds: ['HKI1'] }, aBookingFilters().clinics, 'kela65', 'sv');
    expect(request).toEqual({
      clinicIds: ['HKI1', 'HKI1B', 'ESP1'],
      specialtyIds: [],
      practitionerIds: [],
      timeOfDay: 'all',
      includeRemote: false,
      customerType: 'kela65',
      lang: 'sv',
    });
  });
});
