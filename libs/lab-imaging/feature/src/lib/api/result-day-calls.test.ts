import { ImagingResultDaySchema, LabResultDaySchema } from '@portal/lab-imaging/contracts';
import { createApiClient, takePrefetched } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { aSignedInSession, anAnonymousSession, answer, clearPrefetched, mockApi, toSessionResponse } from '@portal/shared/data-access/testing';
import { aLabResultDay, anImagingResultDay } from '@portal/lab-imaging/contracts/testing';
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

describe.each([
  {
    name: 'prefetchLabResultDay',
    prefetchDay: prefetchLabResultDay,
    param: 'date',
    day: '2026-11-20',
    take: (lang: Lang) => takePrefetched(labResultDayCall('2026-11-20', lang), LabResultDaySchema),
    answer: aLabResultDay(),
    path: '/api/lab-results/2026-11-20',
  },
  {
    name: 'prefetchImagingResultDay',
    prefetchDay: prefetchImagingResultDay,
    param: 'imagingDate',
    day: '2026-10-13',
    take: (lang: Lang) => takePrefetched(imagingResultDayCall('2026-10-13', lang), ImagingResultDaySchema),
    answer: anImagingResultDay(),
    path: '/api/imaging-results/2026-10-13',
  },
])('$name', ({ prefetchDay, param, day, take, answer: expected, path }) => {
  it("asks for the address's day in the page's language, under the call the page takes it by", async () => {
    const { api, calls } = apiAnswering();
    prefetchDay(api, 'sv', signedIn, { [param]: day });
    await expect(take('sv')).resolves.toEqual(expected);
    expect(asked(calls)).toEqual([`${path}?lang=sv`]);
  });

  it('asks nothing for an address that names no real day, nor without a session', () => {
    const { api, calls } = apiAnswering();
    prefetchDay(api, 'en', signedIn, { [param]: '2026-02-30' });
    prefetchDay(api, 'en', signedIn, { [param]: '20.11.2026' });
    prefetchDay(api, 'en', signedIn, { otherParam: day });
    prefetchDay(api, 'en', signedIn, {});
    prefetchDay(api, 'en', anAnonymousSession(), { [param]: day });
    expect(calls).toEqual([]);
  });
});
