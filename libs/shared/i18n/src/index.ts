export { defaultLang, isLang, languages, localeOf } from './lib/languages';
export type { Lang, Localized } from './lib/languages';
export { bookingCustomerTypeSegments, routeSegments, segmentOf } from './lib/route-segments';
export type { RoutedSection, SectionId } from './lib/route-segments';
export {
  defaultRouteAccess,
  localizedPath,
  pageHandleOf,
  pathIn,
  preloadPages,
  switchLanguagePath,
  toRouteObjects,
  withQuery,
} from './lib/routing';
export type { LocalizedPaths, LocalizedRouteHandle, PageChrome, PortalRoute, RouteAccess } from './lib/routing';
export { loginModes, signInPaths } from './lib/sign-in-paths';
export type { LoginMode } from './lib/sign-in-paths';
export { loadMessages } from './lib/catalogs';
export type { CatalogId, Messages } from './lib/catalogs';
export { PortalIntlProvider, StaticIntlProvider, useLang } from './lib/intl-provider';
export { useLanguageSwitchPath } from './lib/use-language-switch';
export { matchRouteTable, RouteTable, useRouteMatches } from './lib/route-table';
export type { RouteMatchInfo } from './lib/route-table';
export { languageNames } from './lib/language-names';
export { sectionTitles } from './lib/section-titles';
