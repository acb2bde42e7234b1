import { createApiClient } from '../api-client';
import { anAnonymousSession, aSignedInSession, jsonResponse } from '../../testing';
import { fetchSession } from './get-session';

describe('fetchSession', () => {
  it('asks GET /api/session without a csrf token and gives the validated answer', async () => {
    const response = aSignedInSession();
    const fetch = jest.fn(() => Promise.resolve(jsonResponse(response)));
    const api = createApiClient({ getCsrfToken: () => undefined, fetch });
    await expect(fetchSession(api)).resolves.toEqual(response);
    expect(fetch).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'GET' }));
  });

  it('accepts the anonymous answer', async () => {
    const api = createApiClient({
      getCsrfToken: () => undefined,
      fetch: () => Promise.resolve(jsonResponse(anAnonymousSession({ reason: 'expired' }))),
    });
    await expect(fetchSession(api)).resolves.toMatchObject({ isSessionValid: false, reason: 'expired' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const api = createApiClient({
      getCsrfToken: () => undefined,
      fetch: () => Promise.resolve(jsonResponse({ isSessionValid: true })),
    });
    await expect(fetchSession(api)).rejects.toMatchObject({ kind: 'invalid-response', reason: 'schema' });
  });
});
