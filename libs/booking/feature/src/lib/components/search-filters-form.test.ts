import { aBookingFilters } from '@portal/booking/contracts/testing';
import { emptyFilters } from '../search/search-filters';
import { clinicOptions } from './search-filters-form';

describe('clinicOptions', () => {
  const options = aBookingFilters();
  const ids = (clinics: readonly { id: string }[]) => clinics.map((c) => c.id);

  it('offers every clinic without a practitioner', () => {
    expect(ids(clinicOptions(emptyFilters, options))).toEqual(['HKI1', 'HKI1B', 'ESP1', 'TKU1', 'RMT']);
  });

  it("offers the practitioner's clinics and those already chosen", () => {
    expect(ids(clinicOptions({ ...emptyFilters, practitionerIds: [55], clinicIds: ['TKU1'] }, options))).toEqual(['HKI1', 'TKU1']);
  });
});
