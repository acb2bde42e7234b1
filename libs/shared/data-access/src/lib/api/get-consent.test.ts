import { createApiClient } from '../api-client';
import { jsonResponse } from '../../testing';
import { getConsent } from './get-consent';

const onRecord = {
  isRegistered: true,
  patientDataConsentFormUpdated: '2026-01-10T10:00:00.000Z',
  consent: {
    allowsCommonRegistry: true,
    allowsViewingOccupationalInformation: false,
    allowsMarketingMail: false,
    allowsTreatmentInstructionsMail: true,
    allowsBookingSms: true,
  },
};

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
