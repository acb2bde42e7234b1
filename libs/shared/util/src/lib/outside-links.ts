import type { Language } from './language';

/**
 * The portal's links to the brand's pages elsewhere (its apps in the stores, a practitioner's
 * profile, where to find a laboratory or an imaging centre) go through the API's own addresses
 * under `/out/`, which send the browser on to the addresses the deployment configures
 * (libs/info/server's outside-links configuration part). So the portal's build holds no guessed
 * address: production refuses to start without them, and development sends them to stand-in pages
 * of its own (`/dev-outside/...`).
 */
export const OUTSIDE_LINK_PREFIX = '/out/';

/** The outside pages with one address for every language. */
export const FIXED_OUTSIDE_LINKS = ['app-store', 'google-play'] as const;
/** The outside pages with an address per language. */
export const LOCALIZED_OUTSIDE_LINKS = ['laboratories', 'imaging-centres'] as const;

export type FixedOutsideLink = (typeof FIXED_OUTSIDE_LINKS)[number];
export type LocalizedOutsideLink = (typeof LOCALIZED_OUTSIDE_LINKS)[number];

/** The portal's address for each of the brand's apps, which every page's footer links to. */
export const outsideLinks = {
  appStore: `${OUTSIDE_LINK_PREFIX}app-store`,
  googlePlay: `${OUTSIDE_LINK_PREFIX}google-play`,
} as const;

/** The portal's address for each outside page that pages link to (apart from outsideLinks, so that the first page's code holds only the footer's). */
export const outsidePageLinks = {
  laboratories: (lang: Language) => `${OUTSIDE_LINK_PREFIX}laboratories?lang=${lang}`,
  imagingCentres: (lang: Language) => `${OUTSIDE_LINK_PREFIX}imaging-centres?lang=${lang}`,
  practitionerProfile: (practitionerId: number, lang: Language) => `${OUTSIDE_LINK_PREFIX}practitioners/${practitionerId}?lang=${lang}`,
} as const;

/**
 * Addresses the API answers itself, never the portal's client-side routes: a link to one leaves
 * the app (the design system's Anchor), and the API serves no portal page for them.
 */
export const SERVER_PREFIXES = ['/api/', '/oauth/', '/dev-idp/', OUTSIDE_LINK_PREFIX, '/healthz', '/readyz'] as const;

/** Whether an address of this site is one of the API's own rather than a page of the portal. */
export function isServerPath(url: string): boolean {
  return SERVER_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}
