import { answersAhead } from '@portal/shared/data-access';
import type { PageState } from './page-state';
import type { Thread } from './thread';

// Where the conversation's answers asked for ahead wait for the page (ask-ahead.ts puts them,
// usePageState and useThreadAhead take them). Without Apollo Client, so that asking ahead does
// not wait for it.

/** The page state asked for ahead, by the session's csrf token. */
export const pageStateAhead = answersAhead<PageState>('messaging-page-state');

/** A thread as the conversation page shows it: the answer and when it came. */
export interface ThreadAnswer {
  thread: Thread;
  fetchedAt: Date;
}

/** A thread that has just come, whether asked for ahead or by the page's own client. */
export function threadAnswer(thread: Thread): ThreadAnswer {
  return { thread, fetchedAt: new Date() };
}

/** A thread asked for ahead, for useThreadAhead to take. */
export const threadAhead = answersAhead<ThreadAnswer>('messaging-thread');

/** What a thread asked for ahead is known by: the session's csrf token and the thread. */
export function threadAheadKey(csrfToken: string, threadId: string): string {
  return `${csrfToken}/${threadId}`;
}
