import { messagingClientFor } from './messaging-client';
import { getPageState, pageStateAhead } from './page-state';
import { loadThread, threadAhead, threadAheadKey } from './thread';

/**
 * Asks for a conversation page's page state and thread while the page's code loads (the portal
 * calls this through prefetchConversation once the session is known), with the client the page
 * will use. The page's first loads take the answers (usePageState, useThreadAhead).
 */
export function askAhead(threadId: string, csrfToken: string): void {
  const client = messagingClientFor(csrfToken);
  pageStateAhead.put(csrfToken, getPageState(client));
  threadAhead.put(threadAheadKey(csrfToken, threadId), loadThread(client, threadId));
}
