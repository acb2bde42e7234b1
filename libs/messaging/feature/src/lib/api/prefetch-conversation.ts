import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { hasFeature } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { THREAD_ID } from '../thread-id';

// In the first page's code: what it takes to decide, and the import of the rest (ask-ahead.ts,
// the two queries without Apollo Client, a 5 KB chunk the section's pages share).

/**
 * Starts the conversation page's data while its code loads (the portal's page prefetches): for
 * a patient whose session allows messaging, at an address that names a conversation. Nothing
 * else: the page shows "not found" for any other address without asking.
 */
export function prefetchConversation(
  _api: ApiClient,
  _lang: Lang,
  session: SessionResponse,
  params: Readonly<Record<string, string | undefined>>,
): void {
  const threadId = params['threadId'];
  if (!session.isSessionValid || !hasFeature(session, 'customer-messaging-allowed')) return;
  if (threadId === undefined || !THREAD_ID.test(threadId)) return;
  const { csrfToken } = session;
  // A chunk that does not load leaves the page to ask for itself.
  import('./ask-ahead').then(({ askAhead }) => askAhead(threadId, csrfToken)).catch(() => undefined);
}
