import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

/** The 'new' step of the conversations section: /{lang}/{conversations}/{new|uusi|ny}. */
const newConversationSegment = { en: 'new', fi: 'uusi', sv: 'ny' } as const;

/**
 * Where the front page's section buttons lead. Built from the shared route segments, as a feature
 * may not import another feature's path builders.
 */
export const frontPageLinks = {
  newConversation: (lang: Lang): string => pathIn(lang, [routeSegments.conversations, newConversationSegment]),
  booking: (lang: Lang): string => pathIn(lang, [routeSegments.booking]),
  prescriptions: (lang: Lang): string => pathIn(lang, [routeSegments.prescriptions]),
};
