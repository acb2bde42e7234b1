import { createApiClient, mfaStatusCall, takePrefetched } from '@portal/shared/data-access';
import { aSignedInSession, anAnonymousSession, answer, clearPrefetched, mockApi, toSessionResponse } from '@portal/shared/data-access/testing';
import { aFrontPage } from '@portal/home/contracts/testing';
import { FrontPageCheck } from '@portal/home/contracts';
import { MfaStatusSchema } from '@portal/shared/contracts';
import { prefetchFrontPage } from './prefetch-front-page';
import { frontPageCall, smsOnboardingApplies } from './front-page-calls';

const mfaStatus = { type: 'user-has-no-verified-mfa-device' };

function apiAnswering() {
  const { fetch, calls } = mockApi({ 'GET /api/front-page': answer(aFrontPage()), 'GET /api/mfa': answer(mfaStatus) });
  return { api: createApiClient({ getCsrfToken: () => 'token', fetch }), calls };
}

afterEach(clearPrefetched);

describe('smsOnboardingApplies', () => {
  it('a patient signed in for themself with the mfa feature', () => {
    expect(smsOnboardingApplies(toSessionResponse(aSignedInSession({ features: ['mfa'] })))).toBe(true);
  });

  it('not without the feature, not for a guardian acting for a child, not without a session', () => {
    expect(smsOnboardingApplies(toSessionResponse(aSignedInSession({ features: [] })))).toBe(false);
    expect(smsOnboardingApplies(toSessionResponse(aSignedInSession({ features: ['mfa'] }, { actingFor: { firstName: 'Eetu', lastName: 'Laine' } })))).toBe(false);
    expect(smsOnboardingApplies(anAnonymousSession({ features: ['mfa'] }))).toBe(false);
  });
});

describe('prefetchFrontPage', () => {
  it("asks for the front page in the page's language and the SMS-login status, under the keys the page takes them by", async () => {
    const { api, calls } = apiAnswering();
    prefetchFrontPage(api, 'sv', toSessionResponse(aSignedInSession({ features: ['mfa'] })));
    await expect(takePrefetched(frontPageCall('sv'), FrontPageCheck)).resolves.toEqual(aFrontPage());
    await expect(takePrefetched(mfaStatusCall, MfaStatusSchema)).resolves.toEqual(mfaStatus);
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`).sort()).toEqual(['/api/front-page?lang=sv', '/api/mfa']);
  });

  it('leaves the SMS-login status out where the box cannot show', async () => {
    const { api, calls } = apiAnswering();
    prefetchFrontPage(api, 'fi', toSessionResponse(aSignedInSession({ features: ['mfa'] }, { actingFor: { firstName: 'Eetu', lastName: 'Laine' } })));
    await takePrefetched(frontPageCall('fi'), FrontPageCheck);
    expect(takePrefetched(mfaStatusCall, MfaStatusSchema)).toBeUndefined();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/front-page']);
  });

  it('asks nothing without a session', () => {
    const { api, calls } = apiAnswering();
    prefetchFrontPage(api, 'fi', anAnonymousSession());
    expect(takePrefetched(frontPageCall('fi'), FrontPageCheck)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
