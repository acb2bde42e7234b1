import { aConsent } from '@portal/shared/contracts/testing';
import { createApiClient } from '../api-client';
import { jsonResponse } from '../../testing';
import { getConsent } from './get-consent';

const onRecord = aConsent();

describe('getConsent', () => {
  it('asks GET /api/user/consent and gives the validated answer', async () => {
    const fetch = jest.fn(() => Promise.resolve(jsonResponse(onRecord)));
    const api = createApiClient({ getCsrfToken: () => undefined, fetch });
    await expect(getConsent(api)).resolves.toEqual(onRecord);
    expect(fetch).toHaveBeenCalledWith('/api/user/consent', expect.objectContaining({ method: 'GET' }));
  });

  it('accepts a form never filled', async () => {
    const never = { isRegistered: true, patientDataConsentFormUpdated: null, consent: null };
    const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.resolve(jsonResponse(never)) });
    await expect(getConsent(api)).resolves.toEqual(never);
  });

  it('refuses an answer that does not match the contract', async () => {
    const api = createApiClient({
      getCsrfToken: () => undefined,
      fetch: () => Promise.resolve(jsonResponse({ ...onRecord, consent: { allowsBookingSms: 'yes' } })),
    });
    await expect(getConsent(api)).rejects.toMatchObject({ kind: 'invalid-response', reason: 'schema' });
  });
});
