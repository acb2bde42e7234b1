import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as InfoPages from './pages/info-pages';

/** Public: information for everyone, signed in or not. One chunk for the pages (pages/info-pages.ts). */
const page = (section: 'help' | 'terms' | 'pikkutsatti' | 'accessibility' | 'privacy', name: keyof typeof InfoPages): PortalRoute => ({
  section,
  pageId: section,
  paths: routePatterns[section],
  access: 'public',
  lazy: () => import('./pages/info-pages').then((m) => ({ Component: m[name] })),
});

export const infoRoutes: PortalRoute[] = [
  page('help', 'HelpPage'),
  page('terms', 'TermsPage'),
  page('pikkutsatti', 'PikkutsattiPage'),
  // The same notice under the spec's anonymous address.
  { ...page('pikkutsatti', 'PikkutsattiPage'), pageId: 'pikkutsatti-anonymous', paths: routePatterns.anonymousPikkutsatti },
  page('accessibility', 'AccessibilityPage'),
  page('privacy', 'PrivacyPage'),
];
