import type { Lang } from '@portal/shared/i18n';
import { pathIn, withQuery } from '@portal/shared/i18n';
import { conversationPaths, messagingPaths, newConversationPaths } from './paths';

/** The addresses the conversation pages link to. */
export const messagingLinks = {
  /** The list; `page` from 0, left out of the address for the first page. */
  list: (lang: Lang, page = 0): string => withQuery(messagingPaths.conversations(lang), { page: page > 0 ? String(page) : undefined }),
  newConversation: (lang: Lang): string => pathIn(lang, [newConversationPaths]),
  conversation: (lang: Lang, threadId: string): string => pathIn(lang, [conversationPaths], { threadId }),
};
