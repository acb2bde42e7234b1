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

  it('names the offending fields of a wrong answer, and no values', async () => {
    const session = aSignedInSession();
    const wrong = { ...session, csrfToken: 'short', user: { ...session.user, lastName: '' } };
    const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.resolve(jsonResponse(wrong)) });
    const error: unknown = await fetchSession(api).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid-response', reason: 'schema', issuePaths: ['csrfToken', 'user.lastName'] });
    expect(JSON.stringify(error) + String(error)).not.toContain(session.user.firstName);
  });

  it('leaves out of the session what the contract does not name', async () => {
    const session = aSignedInSession();
    const api = createApiClient({ getCsrfToken: () => undefined, fetch: () => Promise.resolve(jsonResponse({ ...session, ssn: '010101-123N' })) });
    await expect(fetchSession(api)).resolves.toEqual(session);
  });
});
