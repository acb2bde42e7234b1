import type { ApolloClient } from '@apollo/client';
import { useSession } from '@portal/shared/data-access';
import { createMessagingClient } from '@portal/shared/data-access/apollo';
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';

const MessagingClientContext = createContext<ApolloClient | null>(null);

/** Gives the pages a messaging client of one's own (tests, stories). */
export function MessagingClientProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return <MessagingClientContext.Provider value={client}>{children}</MessagingClientContext.Provider>;
}

/**
 * The customer-messaging GraphQL client. Made here, in the section's own chunk, so that Apollo
 * never reaches the first page; it sends the session's current csrf token.
 */
export function useMessagingClient(): ApolloClient {
  const given = useContext(MessagingClientContext);
  const csrfToken = useSession()?.csrfToken;
  // A new token (a renewed session) makes a new client; nothing is cached in it to lose.
  const own = useMemo(() => (given ? null : createMessagingClient({ getCsrfToken: () => csrfToken })), [given, csrfToken]);
  return given ?? (own as ApolloClient);
}
