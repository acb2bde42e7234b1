import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

// The routes and the menu, and so the first page, load this file: route patterns and the menu's
// path builder only. The pages' own links are in links.ts, which only the pages load.

const { conversations } = routeSegments;

/** A new conversation: /{lang}/{conversations}/{new|uusi|ny} (booking doc section 2). */
export const newConversationPaths: LocalizedPaths = {
  en: `${conversations.en}/new`,
  fi: `${conversations.fi}/uusi`,
  sv: `${conversations.sv}/ny`,
};

/** One conversation: /{lang}/{conversations}/{numeric thread id}, where the front page's items lead. */
export const conversationPaths: LocalizedPaths = {
  en: `${conversations.en}/:threadId`,
  fi: `${conversations.fi}/:threadId`,
  sv: `${conversations.sv}/:threadId`,
};

export const messagingPaths = {
  conversations: (lang: Lang): string => pathIn(lang, [conversations]),
};
