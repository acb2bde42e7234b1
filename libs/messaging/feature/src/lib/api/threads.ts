import type { ApolloClient } from '@apollo/client';
import type { MessagingThreadsQuery } from '../gql/graphql';
import { MessagingThreadsDocument } from '../gql/graphql';
import { useMessagingClient } from './messaging-client';
import type { Polled } from './use-polled';
import { usePolled } from './use-polled';

/** Conversations a page (booking doc section 9). */
export const THREADS_PAGE_SIZE = 10;

export type ThreadPage = MessagingThreadsQuery['messagingThreads'];
export type ThreadSummary = ThreadPage['paginatedThreads'][number];

/** One page (from 0) of the customer's threads, newest activity first, each with its latest message. */
export async function getThreads(client: ApolloClient, page: number): Promise<ThreadPage> {
  const { data } = await client.query({
    query: MessagingThreadsDocument,
    variables: { pagination: { limit: THREADS_PAGE_SIZE, offset: page * THREADS_PAGE_SIZE } },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('messagingThreads: no data');
  return data.messagingThreads;
}

/** The list page's threads, polled every 120 s until a failure; `fetchedAt` is the 'now' of their times. */
export function useThreads(page: number): Polled<{ threads: ThreadPage; fetchedAt: Date }> {
  const client = useMessagingClient();
  return usePolled(`threads/${page}`, async () => ({ threads: await getThreads(client, page), fetchedAt: new Date() }), 'messaging-threads');
}
