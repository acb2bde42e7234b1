import type { FeatureFlag, SessionState } from '@portal/shared/contracts';
import type { ReactNode } from 'react';
import { createContext, use } from 'react';

// undefined = no provider (a set-up mistake); null = an anonymous visitor.
const SessionContext = createContext<SessionState | null | undefined>(undefined);

/**
 * Provides the session. The host app passes null until the API server exists; later only the
 * source of the value changes, not its consumers.
 */
export function SessionProvider({ session, children }: { session: SessionState | null; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current session, or null when the visitor is not logged in. */
export function useSession(): SessionState | null {
  const session = use(SessionContext);
  if (session === undefined) throw new Error('useSession() used outside SessionProvider');
  return session;
}

/** Whether the session has the feature flag; an anonymous visitor has none. */
export function hasFeature(session: SessionState | null | undefined, flag: FeatureFlag): boolean {
  return session?.features.includes(flag) ?? false;
}
