import type { ApolloClient } from '@apollo/client';
import type { MessageInput, MessagingThreadForCustomerQuery } from '../gql/graphql';
import { MarkAsReadDocument, MessagingThreadForCustomerDocument, SendMessageDocument } from '../gql/graphql';
import { useMessagingClient } from './messaging-client';
import type { Polled } from './use-polled';
import { usePolled } from './use-polled';

export type Thread = MessagingThreadForCustomerQuery['messagingThreadForCustomer'];
export type ThreadMessage = Thread['messages']['paginatedMessages'][number];
export type MessagingUser = Thread['participants'][number];

/** The whole conversation, oldest message first (the spec's default page of 9999). */
export async function getThread(client: ApolloClient, threadId: string): Promise<Thread> {
  const { data } = await client.query({ query: MessagingThreadForCustomerDocument, variables: { id: threadId }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('messagingThreadForCustomer: no data');
  return data.messagingThreadForCustomer;
}

/** The conversation page's thread, polled every 120 s until a failure. */
export function useThread(threadId: string): Polled<{ thread: Thread; fetchedAt: Date }> {
  const client = useMessagingClient();
  return usePolled(`thread/${threadId}`, async () => ({ thread: await getThread(client, threadId), fetchedAt: new Date() }), 'messaging-thread');
}

export async function markAsRead(client: ApolloClient, threadId: string): Promise<void> {
  await client.mutate({ mutation: MarkAsReadDocument, variables: { threadId }, fetchPolicy: 'no-cache' });
}

export async function sendMessage(client: ApolloClient, threadId: string, message: MessageInput): Promise<void> {
  await client.mutate({ mutation: SendMessageDocument, variables: { threadId, message }, fetchPolicy: 'no-cache' });
}
