import type { ApolloClient } from '@apollo/client';
import { useSession } from '@portal/shared/data-access';
import type { CustomerMessagingPageStateQuery } from '../gql/graphql';
import { CustomerMessagingPageStateDocument } from '../gql/graphql';
import { pageStateAhead } from './answers-ahead';
import { useMessagingClient } from './messaging-client';
import type { Polled } from './use-polled';
import { usePolled } from './use-polled';

export type PageState = CustomerMessagingPageStateQuery['customerMessagingPageState'];

/** Maintenance mode, the customer's messaging user id and the announcement (booking doc section 3). */
export async function getPageState(client: ApolloClient): Promise<PageState> {
  const { data } = await client.query({ query: CustomerMessagingPageStateDocument, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('customerMessagingPageState: no data');
  return data.customerMessagingPageState;
}

/**
 * Read once per page: the state changes only when the operators change it. The first load takes
 * the answer asked for ahead with this session, when one is waiting.
 */
export function usePageState(): Polled<PageState> {
  const client = useMessagingClient();
  const csrfToken = useSession()?.csrfToken ?? '';
  return usePolled('page-state', () => pageStateAhead.takeOr(csrfToken, () => getPageState(client)), 'messaging-page-state', Number.POSITIVE_INFINITY);
}
