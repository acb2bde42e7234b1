/**
 * @jest-environment node
 */
// Node's environment has the real fetch Response and Headers.
import { aSignedInSession } from '../../testing';
import { createApiAndSession } from './api-and-session';

function answer(body: unknown, sessionExpires?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (sessionExpires) headers.set('x-session-expires', sessionExpires);
  return new Response(JSON.stringify(body), { status: 200, headers });
}

describe('createApiAndSession', () => {
  it('loads the session through the client and sends its csrf token', async () => {
    const session = aSignedInSession({ csrfToken: 'c'.repeat(32), sessionExpires: '2026-11-22T10:00:00.000Z' });
    const fetch = jest.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === '/api/session' ? answer(session) : answer({})),
    );
    const { api, sessionStore } = createApiAndSession({ fetch });
    await sessionStore.load();
    await api.request({ method: 'POST', path: '/something' });
    expect(fetch).toHaveBeenLastCalledWith(`/api/something?csrfToken=${'c'.repeat(32)}`, expect.anything());
  });

  it('moves the store’s sessionExpires with the header of each answer', async () => {
    const session = aSignedInSession({ sessionExpires: '2026-11-22T10:00:00.000Z' });
    const fetch = jest.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === '/api/session' ? answer(session) : answer({}, '2026-11-22T10:25:00.000Z')),
    );
    const { api, sessionStore } = createApiAndSession({ fetch });
    await sessionStore.load();
    await api.request({ method: 'GET', path: '/front-page' });
    expect(sessionStore.getSnapshot()).toMatchObject({ response: { sessionExpires: '2026-11-22T10:25:00.000Z' } });
  });
});
