import type { ApolloClient } from '@apollo/client';
import { useSession, useSessionInfo } from '@portal/shared/data-access';
import { createMessagingClient } from '@portal/shared/data-access/apollo';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

const MessagingClientContext = createContext<ApolloClient | null>(null);

/** Gives the pages a messaging client of one's own (tests, stories). */
export function MessagingClientProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <MessagingClientContext.Provider value={client}>{children}</MessagingClientContext.Provider>;
}

let shared: { csrfToken: string | undefined; client: ApolloClient } | null = null;

/**
 * The customer-messaging GraphQL client for a session's csrf token: one for every part of the
 * pages and for the answers asked ahead (ask-ahead.ts). Made here, in the section's own code, so
 * that Apollo never reaches the first page. A new token (a renewed session) makes a new client;
 * every call is made without Apollo's cache, so nothing is lost with the old one. A 401 answer
 * (the session ended elsewhere) is told to `onUnauthorized`, the session store's.
 */
export function messagingClientFor(csrfToken: string | undefined, onUnauthorized?: () => void): ApolloClient {
  if (shared?.csrfToken !== csrfToken || !shared) shared = { csrfToken, client: createMessagingClient({ getCsrfToken: () => csrfToken, onUnauthorized }) };
  return shared.client;
}

/** The client the pages use: the one given (tests, stories), or the session's. */
export function useMessagingClient(): ApolloClient {
  const given = useContext(MessagingClientContext);
  const csrfToken = useSession()?.csrfToken;
  const { sessionEnded } = useSessionInfo();
  return given ?? messagingClientFor(csrfToken, () => void sessionEnded());
}
