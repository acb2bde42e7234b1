import { ImagingResultDaySchema, LabResultDaySchema } from '@portal/shared/contracts';
import { createApiClient, takePrefetched } from '@portal/shared/data-access';
import { aSignedInSession, anAnonymousSession, answer, clearPrefetched, mockApi, toSessionResponse } from '@portal/shared/data-access/testing';
import { aLabResultDay, anImagingResultDay } from '../../testing/fixtures';
import { imagingResultDayCall, labResultDayCall, prefetchImagingResultDay, prefetchLabResultDay } from './result-day-calls';

function apiAnswering() {
  const { fetch, calls } = mockApi({
    'GET /api/lab-results/2026-11-20': answer(aLabResultDay()),
    'GET /api/imaging-results/2026-10-13': answer(anImagingResultDay()),
  });
  return { api: createApiClient({ getCsrfToken: () => 'token', fetch }), calls };
}

const signedIn = toSessionResponse(aSignedInSession());
const asked = (calls: ReturnType<typeof apiAnswering>['calls']) => calls.map((call) => `${call.url.pathname}${call.url.search}`);

afterEach(clearPrefetched);

describe('prefetchLabResultDay', () => {
  it("asks for the address's day in the page's language, under the call the page takes it by", async () => {
    const { api, calls } = apiAnswering();
    prefetchLabResultDay(api, 'sv', signedIn, { date: '2026-11-20' });
    await expect(takePrefetched(labResultDayCall('2026-11-20', 'sv'), LabResultDaySchema)).resolves.toEqual(aLabResultDay());
    expect(asked(calls)).toEqual(['/api/lab-results/2026-11-20?lang=sv']);
  });

  it('asks nothing for an address that names no real day, nor without a session', () => {
    const { api, calls } = apiAnswering();
    prefetchLabResultDay(api, 'en', signedIn, { date: '2026-02-30' });
    prefetchLabResultDay(api, 'en', signedIn, { date: 'yesterday' });
    prefetchLabResultDay(api, 'en', signedIn, {});
    prefetchLabResultDay(api, 'en', anAnonymousSession(), { date: '2026-11-20' });
    expect(calls).toEqual([]);
  });
});

describe('prefetchImagingResultDay', () => {
  it("asks for the address's day in the page's language, under the call the page takes it by", async () => {
    const { api, calls } = apiAnswering();
    prefetchImagingResultDay(api, 'fi', signedIn, { imagingDate: '2026-10-13' });
    await expect(takePrefetched(imagingResultDayCall('2026-10-13', 'fi'), ImagingResultDaySchema)).resolves.toEqual(anImagingResultDay());
    expect(asked(calls)).toEqual(['/api/imaging-results/2026-10-13?lang=fi']);
  });

  it('asks nothing for an address that names no real day, nor without a session', () => {
    const { api, calls } = apiAnswering();
    prefetchImagingResultDay(api, 'en', signedIn, { imagingDate: '13.10.2026' });
    prefetchImagingResultDay(api, 'en', signedIn, { date: '2026-10-13' });
    prefetchImagingResultDay(api, 'en', anAnonymousSession(), { imagingDate: '2026-10-13' });
    expect(calls).toEqual([]);
  });
});
