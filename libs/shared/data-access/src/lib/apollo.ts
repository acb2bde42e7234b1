import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { tap, throwError, timeout } from 'rxjs';
import type { ApiCallRef } from './api-client';
import { ApiError } from './api-client';
import { createIdempotencyKeys, IDEMPOTENCY_KEY_HEADER } from './idempotency-keys';
import { MESSAGING_ENDPOINT, MESSAGING_TIMEOUT_MS, withCsrfToken } from './messaging-endpoint';

export interface MessagingClientOptions {
  /** The customer-messaging GraphQL endpoint. */
  uri?: string;
  getCsrfToken: () => string | undefined;
  /** Per attempt (spec: messaging call time-out 10000 ms). */
  timeoutMs?: number;
  /** Extra attempts after a failed one (spec default 0). Only queries are retried. */
  retries?: number;
  /** Average delay before the first retry; it doubles for each further one, with full jitter. */
  retryBaseDelayMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Called when a call is answered 401 (the session ended elsewhere), as the REST client does. */
  onUnauthorized?: () => void;
}

/**
 * Retrying is limited to queries: a mutation (sending a message) that timed out may still have
 * reached the server, and repeating it would send the message twice. 4xx answers are not retried
 * either; they will not get better by asking again.
 */
function isRetryable(error: unknown, operation: ApolloLink.Operation): boolean {
  if (operation.operationType !== OperationTypeNode.QUERY) return false;
  if (ServerError.is(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return true;
}

/** Apollo Client for customer messaging. Import from '@portal/shared/data-access/apollo' only. */
export function createMessagingClient({
  uri = MESSAGING_ENDPOINT,
  getCsrfToken,
  timeoutMs = MESSAGING_TIMEOUT_MS,
  retries = 0,
  retryBaseDelayMs = 300,
  fetch,
  onUnauthorized,
}: MessagingClientOptions): ApolloClient {
  // Errors name the endpoint without its query, which holds the csrf token.
  const call: ApiCallRef = { method: 'POST', path: uri.split('?', 1)[0] ?? uri };

  // Same rule as the REST client: without a token nothing is sent.
  const csrfGuard = new ApolloLink((operation, forward) =>
    getCsrfToken() ? forward(operation) : throwError(() => new ApiError({ kind: 'missing-csrf-token' }, call)),
  );

  // Each attempt gets its own time limit. Unsubscribing from the HTTP link on timeout makes it
  // abort its fetch, so a slow answer does not arrive later.
  const timeoutLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      timeout({ first: timeoutMs, with: () => throwError(() => new ApiError({ kind: 'timeout', timeoutMs }, call)) }),
    ),
  );

  const httpLink = new HttpLink({
    // A function so that every attempt reads the current token (spec: csrfToken in the query).
    uri: () => withCsrfToken(uri, getCsrfToken()),
    credentials: 'same-origin',
    fetch,
  });

  const links: ApolloLink[] = [csrfGuard];
  if (retries > 0) {
    links.push(
      new RetryLink({
        delay: { initial: retryBaseDelayMs, jitter: true },
        // `max` counts the first attempt too.
        attempts: { max: retries + 1, retryIf: isRetryable },
      }),
    );
  }
  // A mutation goes with its idempotency key, the same one when the patient sends it again after
  // a time-out or a lost connection: the API answers that with the first attempt's answer, so a
  // message is not sent twice. Any answer settles the change; a new send is a new key.
  const idempotencyKeys = createIdempotencyKeys();
  const idempotencyLink = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const intent = `${operation.operationName ?? ''}\n${JSON.stringify(operation.variables)}`;
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKeys.keyFor(intent) },
    }));
    return forward(operation).pipe(
      tap({
        next: () => idempotencyKeys.answered(intent),
        // A time-out, a lost connection, a 5xx (nothing was done) or 409 (the first attempt still
        // runs) keep the key for the patient's retry; another 4xx is an answer.
        error: (error: unknown) => {
          if (ServerError.is(error) && error.statusCode < 500 && error.statusCode !== 409) idempotencyKeys.answered(intent);
        },
      }),
    );
  });
  // A 401 says the session the call was made with has ended (another tab, the server): the session
  // store asks again and the page goes to the expired-session page, as for the REST calls.
  const unauthorizedLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        error: (error: unknown) => {
          if (ServerError.is(error) && error.statusCode === 401) onUnauthorized?.();
        },
      }),
    ),
  );
  links.push(idempotencyLink, unauthorizedLink, timeoutLink, httpLink);

  return new ApolloClient({ link: ApolloLink.from(links), cache: new InMemoryCache() });
}
