import { createApiClient } from '@portal/shared/data-access';
import { answer, clearPrefetched, mockApi } from '@portal/shared/data-access/testing';
import { aBookingFilters } from '@portal/booking/contracts/testing';
import { listFilters, listRules } from '../search/search-filters';
import { searchRequest } from '../search/search-query';
import { prefetchAppointmentList, unfilteredSearch } from './list-calls';

afterEach(() => clearPrefetched());

function prefetchedCalls(search: string) {
  clearPrefetched();
  const { fetch, calls } = mockApi({
    'GET /api/appointments/filters': answer(aBookingFilters()),
    'GET /api/appointments': answer({ availableAppointments: { type: 'success', appointments: [] } }),
    'GET /api/appointments/available-appointment-dates': answer({ dates: [] }),
  });
  const api = createApiClient({ getCsrfToken: () => undefined, fetch });
  prefetchAppointmentList('insurance')(api, 'sv', undefined, {}, search);
  prefetchAppointmentList('insurance')(api, 'sv', undefined, {}, search);
  return calls.map((call) => `${call.url.pathname}${call.url.search}`);
}

describe('prefetchAppointmentList', () => {
  it("asks for the list's reference data in the address's language, once while the answer waits", () => {
    expect(prefetchedCalls('?clinicIds=HKI1')).toEqual(['/api/appointments/filters?lang=sv&customerType=insurance']);
  });

  it('asks for the first 20 times and the calendar days too when the address chooses no filter, once each', () => {
    expect(prefetchedCalls('')).toEqual([
      '/api/appointments/filters?lang=sv&customerType=insurance',
      '/api/appointments?timeOfDay=all&includeRemote=false&customerType=insurance&lang=sv&offset=0',
      '/api/appointments/available-appointment-dates?timeOfDay=all&includeRemote=false&customerType=insurance&lang=sv',
    ]);
  });

  it('asks for no times when the address has a query, whose filters need the page to read them', () => {
    expect(prefetchedCalls('?time=evening')).toHaveLength(1);
    expect(prefetchedCalls('?utm_source=clinic')).toHaveLength(1);
  });
});

describe('unfilteredSearch', () => {
  it.each(['private', 'insurance'] as const)("is the %s list's own request for an address without a query, whatever the reference data", (customerType) => {
    for (const clinics of [[], aBookingFilters().clinics]) {
      expect(unfilteredSearch(customerType, 'fi')).toEqual(searchRequest(listFilters(new URLSearchParams(''), listRules(customerType)), clinics, customerType, 'fi'));
    }
  });
});
