import type { ApiClient, ApiClientOptions } from '../api-client';
import { createApiClient } from '../api-client';
import { fetchSession } from '../api/get-session';
import type { SessionStore } from './session-store';
import { createSessionStore } from './session-store';

type WiredOptions = Omit<ApiClientOptions, 'getCsrfToken' | 'onSessionExpires' | 'onUnauthorized'>;

/**
 * An API client wired to a session store: the client takes the store's csrf token and hands it
 * every new `sessionExpires` the API reports (so the expiry warnings follow the idle timeout) and
 * every 401 (so a session ended elsewhere leads to the expired-session page). The app's client,
 * and the one the page tests render with.
 */
export function createSessionApiClient(sessionStore: SessionStore, options: WiredOptions = {}): ApiClient {
  return createApiClient({
    ...options,
    getCsrfToken: () => sessionStore.csrfToken(),
    onSessionExpires: (sessionExpires) => sessionStore.updateSessionExpires(sessionExpires),
    onUnauthorized: () => void sessionStore.sessionEnded(),
  });
}

/** The app's API client and session store, wired both ways: the store reads the session through the client. */
export function createApiAndSession(options: WiredOptions = {}): { api: ApiClient; sessionStore: SessionStore } {
  const sessionStore: SessionStore = createSessionStore(() => fetchSession(api));
  const api = createSessionApiClient(sessionStore, options);
  return { api, sessionStore };
}
