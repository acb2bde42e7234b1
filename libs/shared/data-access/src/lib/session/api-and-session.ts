import type { ApiClient, ApiClientOptions } from '../api-client';
import { createApiClient } from '../api-client';
import { fetchSession } from '../api/get-session';
import type { SessionStore } from './session-store';
import { createSessionStore } from './session-store';

/**
 * The app's API client and session store, wired both ways: the store reads the session through
 * the client, and the client hands the store its csrf token and every new `sessionExpires` the
 * API reports, so the expiry warnings follow the idle timeout.
 */
export function createApiAndSession(
  options: Omit<ApiClientOptions, 'getCsrfToken' | 'onSessionExpires'> = {},
): { api: ApiClient; sessionStore: SessionStore } {
  const sessionStore: SessionStore = createSessionStore(() => fetchSession(api));
  const api = createApiClient({
    ...options,
    getCsrfToken: () => sessionStore.csrfToken(),
    onSessionExpires: (sessionExpires) => sessionStore.updateSessionExpires(sessionExpires),
  });
  return { api, sessionStore };
}
