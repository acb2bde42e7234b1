import type { ApolloClient } from '@apollo/client';
import { hasFeature, useSession } from '@portal/shared/data-access';
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { MessageInput, MessagingThreadForCustomerQuery } from '../gql/graphql';
import { MarkAsReadDocument, MessagingThreadForCustomerDocument, SendMessageDocument } from '../gql/graphql';
import type { ThreadAnswer } from './answers-ahead';
import { threadAhead, threadAheadKey, threadAnswer } from './answers-ahead';
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

export type { ThreadAnswer };

export async function loadThread(client: ApolloClient, threadId: string): Promise<ThreadAnswer> {
  return threadAnswer(await getThread(client, threadId));
}

/** A thread asked for ahead (`useThreadAhead`), for the page's first load of that thread to take. */
export type ThreadAhead = RefObject<{ threadId: string; answer: Promise<ThreadAnswer> } | null>;

/**
 * Asks for the thread as soon as the page is shown, beside the page state rather than after it:
 * on a slow line the two answers then take one round trip instead of two. The page state still
 * decides whether the thread is shown (maintenance, no messaging user); an answer not shown is
 * dropped. Only for a patient whose session allows messaging. On the first page, the thread was
 * usually asked for while the page's code loaded (threadAhead); that answer is taken instead.
 */
export function useThreadAhead(threadId: string | null): ThreadAhead {
  const client = useMessagingClient();
  const session = useSession();
  const allowed = hasFeature(session, 'customer-messaging-allowed');
  const csrfToken = session?.csrfToken ?? '';
  const ahead = useRef<{ threadId: string; answer: Promise<ThreadAnswer> } | null>(null);
  useEffect(() => {
    if (threadId === null || !allowed) return;
    const answer = threadAhead.takeOr(threadAheadKey(csrfToken, threadId), () => loadThread(client, threadId));
    // A failure reaches the page when it takes the answer; one never taken has no one to tell.
    answer.catch(() => undefined);
    ahead.current = { threadId, answer };
    return () => {
      ahead.current = null;
    };
  }, [client, threadId, allowed, csrfToken]);
  return ahead;
}

/**
 * The conversation page's thread, polled every 120 s until a failure. Its first load takes the
 * answer asked for ahead for this thread, if there is one; every later load (the polls, the
 * reload after a reply) asks anew, so an answer asked for ahead is never shown late. (When the
 * address moves from one conversation straight to another, the new one's first load runs before
 * the page asks ahead for it; that answer is then never taken, and dropped.)
 */
export function useThread(threadId: string, ahead: ThreadAhead): Polled<ThreadAnswer> {
  const client = useMessagingClient();
  const firstLoad = useRef(true);
  return usePolled(
    `thread/${threadId}`,
    () => {
      const taken = firstLoad.current ? ahead.current : null;
      firstLoad.current = false;
      ahead.current = null;
      return taken?.threadId === threadId ? taken.answer : loadThread(client, threadId);
    },
    'messaging-thread',
  );
}

export async function markAsRead(client: ApolloClient, threadId: string): Promise<void> {
  await client.mutate({ mutation: MarkAsReadDocument, variables: { threadId }, fetchPolicy: 'no-cache' });
}

export async function sendMessage(client: ApolloClient, threadId: string, message: MessageInput): Promise<void> {
  await client.mutate({ mutation: SendMessageDocument, variables: { threadId, message }, fetchPolicy: 'no-cache' });
}
