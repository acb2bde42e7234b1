import { createApiClient } from '@portal/shared/data-access';
import { answer, clearPrefetched, mockApi } from '@portal/shared/data-access/testing';
import { aBookingFilters } from '../../testing/list-fixtures';
import { prefetchAppointmentList } from './list-calls';

afterEach(() => clearPrefetched());

describe('prefetchAppointmentList', () => {
  it("asks for the list's reference data in the address's language, once while the answer waits", () => {
    const { fetch, calls } = mockApi({ 'GET /api/appointments/filters': answer(aBookingFilters()) });
    const api = createApiClient({ getCsrfToken: () => undefined, fetch });
    prefetchAppointmentList('insurance')(api, 'sv');
    prefetchAppointmentList('insurance')(api, 'sv');
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(['/api/appointments/filters?lang=sv&customerType=insurance']);
  });
});
