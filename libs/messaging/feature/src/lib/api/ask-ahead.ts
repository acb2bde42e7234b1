import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MESSAGING_ENDPOINT, MESSAGING_TIMEOUT_MS, withCsrfToken } from '@portal/shared/data-access';
import { getOperationAST, print } from 'graphql';
import { CustomerMessagingPageStateDocument, MessagingThreadForCustomerDocument } from '../gql/graphql';
import { pageStateAhead, threadAhead, threadAheadKey, threadAnswer } from './answers-ahead';

// Without Apollo Client: the page's own client is 50 KB gzip of code, and asking through it made
// the conversation's data wait for that code to load and start before it went out. These two
// queries go out as soon as the session is known, beside the page's code.

/**
 * One query, as the section's Apollo client sends it (the data-access library's apollo.ts): a
 * JSON POST of the operation to the endpoint with the session's token in its address, within
 * the same time-out. Only without the `__typename` Apollo adds to every object for its cache;
 * the pages read it only where the operations ask for it. Any answer but data is a failure, for
 * the page to ask again with its own client (AnswersAhead.takeOr).
 */
export async function queryAhead<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, csrfToken: string): Promise<TData> {
  const response = await fetch(withCsrfToken(MESSAGING_ENDPOINT, csrfToken), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/graphql-response+json, application/json;q=0.9', 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: getOperationAST(document)?.name?.value, variables, query: print(document) }),
    signal: AbortSignal.timeout(MESSAGING_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Customer messaging answered ${response.status}`);
  const { data, errors } = (await response.json()) as { data?: TData | null; errors?: unknown[] };
  if (errors?.length || !data) throw new Error('Customer messaging answered without data');
  return data;
}

/**
 * Asks for a conversation page's page state and thread while the page's code loads (the portal
 * calls this through prefetchConversation once the session is known). The page's first loads
 * take the answers (usePageState, useThreadAhead).
 */
export function askAhead(threadId: string, csrfToken: string): void {
  pageStateAhead.put(
    csrfToken,
    queryAhead(CustomerMessagingPageStateDocument, {}, csrfToken).then((data) => data.customerMessagingPageState),
  );
  threadAhead.put(
    threadAheadKey(csrfToken, threadId),
    queryAhead(MessagingThreadForCustomerDocument, { id: threadId }, csrfToken).then((data) => threadAnswer(data.messagingThreadForCustomer)),
  );
}
