import type { SessionResponse } from '@portal/shared/contracts';

/**
 * Where the session stands. 'loading' only before the first answer (and on a retry after a
 * failure): a refresh keeps the current answer on screen while it runs.
 */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; response: SessionResponse };

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the session, showing 'loading' meanwhile: the first load and the retry after a failure.
   * Never rejects; a failure becomes the 'failed' snapshot. Calls made while one runs share it.
   */
  load(): Promise<void>;
  /**
   * Asks again (after something that changes the session on the server) and keeps the current
   * answer until the new one arrives. Rejects on failure and keeps the old answer; from the
   * 'failed' state it is a load.
   */
  refresh(): Promise<SessionResponse>;
  /** The signed-in session's csrf token, for the API clients. */
  csrfToken(): string | undefined;
  /**
   * A later `sessionExpires` for the signed-in session, as the API reports it after each call
   * (the idle timeout moves with every request). Anything else is ignored: no session, a value
   * that is not an instant, or one earlier than the current expiry.
   */
  updateSessionExpires(sessionExpires: string): void;
  /**
   * A call of the signed-in session was answered 401: the session ended elsewhere (logged out in
   * another tab, expired on the server). The store asks again; an answer without a session is
   * kept as an expired one, so a signed-in page goes to the expired-session page with its own
   * address as `next` (the access rules) instead of an error view whose retry keeps failing. If the
   * session cannot be asked for, the same expired session is made from the one the store had.
   * Nothing happens without a signed-in session. Resolves once the store has the new answer.
   */
  sessionEnded(): Promise<void>;
}

/** The anonymous answer for a session that ended: what the signed-in one said of the portal, and reason expired. */
function endedSession(signedIn: Extract<SessionResponse, { isSessionValid: true }>): SessionResponse {
  const { environment, features, lang, authTokenTimeout } = signedIn;
  return { isSessionValid: false, reason: 'expired', environment, features, lang, authTokenTimeout };
}

/**
 * The session of `GET /api/session` as an external store: created (and its load started) before
 * React renders, so the answer is on its way while the page's code and catalog load, and read
 * with useSyncExternalStore, so StrictMode's repeated effects never ask twice.
 */
export function createSessionStore(
  fetchSession: () => Promise<SessionResponse>,
  { initial }: { initial?: SessionResponse } = {},
): SessionStore {
  let snapshot: SessionSnapshot = initial ? { status: 'ready', response: initial } : { status: 'loading' };
  let inFlight: Promise<SessionResponse> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const ask = (): Promise<SessionResponse> => {
    inFlight ??= fetchSession().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const load = async (): Promise<void> => {
    if (snapshot.status !== 'loading') set({ status: 'loading' });
    try {
      set({ status: 'ready', response: await ask() });
    } catch (error) {
      set({ status: 'failed', error });
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async refresh() {
      if (snapshot.status === 'failed') {
        await load();
        const current = snapshot as SessionSnapshot;
        if (current.status === 'ready') return current.response;
        throw current.status === 'failed' ? current.error : new Error('The session is loading again');
      }
      const response = await ask();
      set({ status: 'ready', response });
      return response;
    },
    csrfToken() {
      return snapshot.status === 'ready' && snapshot.response.isSessionValid ? snapshot.response.csrfToken : undefined;
    },
    async sessionEnded() {
      if (snapshot.status !== 'ready' || !snapshot.response.isSessionValid) return;
      const ended = endedSession(snapshot.response);
      try {
        const response = await ask();
        set({ status: 'ready', response: response.isSessionValid || response.reason === 'expired' ? response : ended });
      } catch {
        set({ status: 'ready', response: ended });
      }
    },
    updateSessionExpires(sessionExpires) {
      if (snapshot.status !== 'ready' || !snapshot.response.isSessionValid) return;
      const next = Date.parse(sessionExpires);
      // Answers may arrive out of order, and each expiry is the time of its request plus the idle
      // timeout, so an earlier value is an older answer, never a shortened session.
      if (Number.isNaN(next) || next <= Date.parse(snapshot.response.sessionExpires)) return;
      set({ status: 'ready', response: { ...snapshot.response, sessionExpires: new Date(next).toISOString() } });
    },
  };
}
