import { createApiClient } from '../api-client';
import { jsonResponse } from '../../testing';
import { saveConsent } from './save-consent';

describe('saveConsent', () => {
  it('posts the choices with the csrf token and the language', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>(() => Promise.resolve(jsonResponse({ type: 'success' })));
    const api = createApiClient({ getCsrfToken: () => 'k'.repeat(32), fetch });
    const body = {
      allowsCommonRegistry: true,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: true,
      privacyPolicyRead: true,
    };
    await saveConsent(api, body, 'sv');
    const [url, init] = fetch.mock.calls[0] ?? [];
    const sent = new URL(String(url), 'http://localhost');
    expect(sent.pathname).toBe('/api/user/consent');
    expect(sent.searchParams.get('lang')).toBe('sv');
    expect(sent.searchParams.get('csrfToken')).toBe('k'.repeat(32));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('fails when the answer is not success', async () => {
    const api = createApiClient({ getCsrfToken: () => 'k'.repeat(32), fetch: () => Promise.resolve(jsonResponse({ type: 'failure' })) });
    await expect(
      saveConsent(api, { allowsCommonRegistry: false, allowsMarketingMail: false, allowsTreatmentInstructionsMail: false, allowsBookingSms: false, privacyPolicyRead: false }, 'fi'),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
