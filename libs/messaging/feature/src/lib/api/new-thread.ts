import type { ApolloClient } from '@apollo/client';
import type { AttachmentInput } from '../gql/graphql';
import { SendMessageInNewThreadDocument } from '../gql/graphql';

/**
 * Starts a conversation with the care team: with the chosen professional of the patient's care
 * team, or without participants, which sends it to customer service, who pass it on. Answers the
 * new thread's path, or null unless exactly one came back (booking doc section 4: anything else is
 * an error).
 */
export async function sendMessageInNewThread(
  client: ApolloClient,
  message: { title: string; content: string; attachments: AttachmentInput[]; recipientId: string | null },
): Promise<string | null> {
  const { title, content, attachments, recipientId } = message;
  const { data } = await client.mutate({
    mutation: SendMessageInNewThreadDocument,
    variables: { input: { title, type: 'customer', participantIds: recipientId === null ? [] : [recipientId], firstMessage: { content, attachments } } },
    fetchPolicy: 'no-cache',
  });
  const paths = data?.sendMessageInNewThread ?? [];
  return paths.length === 1 && paths[0]?.startsWith('/') ? paths[0] : null;
}
