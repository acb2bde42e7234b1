import type { FeatureFlag, SessionResponse, SessionState, SessionUser } from '@portal/shared/contracts';
import type { ReactNode } from 'react';
import { createContext, use, useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './session-store';

// null = no provider (a set-up mistake, reported loudly by the hooks).
const SessionStoreContext = createContext<SessionStore | null>(null);

/**
 * Gives the pages the session store. The app renders the pages only once the store is 'ready'
 * (see useSessionStatus), so useSession() and useSessionInfo() always have an answer.
 */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

function useStore(hook: string): SessionStore {
  const store = use(SessionStoreContext);
  if (!store) throw new Error(`${hook} used outside SessionProvider`);
  return store;
}

function useSnapshot(store: SessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

function useReadyResponse(hook: string): SessionResponse {
  const snapshot = useSnapshot(useStore(hook));
  // Rendering a page before the answer would show it to the wrong person for a moment (the
  // anonymous menu to a signed-in patient, or the other way round): the app waits instead.
  if (snapshot.status !== 'ready') throw new Error(`${hook} used before the session loaded`);
  return snapshot.response;
}

/** The session of a signed-in visitor, or null for an anonymous one. */
export function useSession(): SessionState | null {
  const response = useReadyResponse('useSession()');
  return response.isSessionValid ? response : null;
}

export interface SessionInfo {
  /** The whole answer of `GET /api/session`, signed in or not (`reason`, `authTokenTimeout`...). */
  response: SessionResponse;
  /** The signed-in person; null for an anonymous visitor. */
  user: SessionUser | null;
  /** Asks the server again, keeping the current answer meanwhile; rejects when that fails. */
  refresh: () => Promise<SessionResponse>;
  /** A call of the signed-in session was answered 401: the session ended elsewhere (SessionStore.sessionEnded). */
  sessionEnded: () => Promise<void>;
}

/** The session with the signed-in person, or the anonymous visitor's details, and a refresh. */
export function useSessionInfo(): SessionInfo {
  const store = useStore('useSessionInfo()');
  const response = useReadyResponse('useSessionInfo()');
  return { response, user: response.isSessionValid ? response.user : null, refresh: store.refresh, sessionEnded: store.sessionEnded };
}

export type SessionStatus =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready' };

/** For the app shell: whether the pages can be shown yet, and a retry after a failure. */
export function useSessionStatus(): SessionStatus {
  const store = useStore('useSessionStatus()');
  const snapshot = useSnapshot(store);
  if (snapshot.status === 'failed') {
    return { status: 'failed', error: snapshot.error, retry: () => void store.load() };
  }
  return { status: snapshot.status };
}

/** Whether the session has the feature flag; an anonymous visitor has none. */
export function hasFeature(session: SessionState | null | undefined, flag: FeatureFlag): boolean {
  return session?.features.includes(flag) ?? false;
}
