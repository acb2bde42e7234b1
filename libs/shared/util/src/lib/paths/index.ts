// The words of the addresses stay inside this folder: every other file builds an address with
// pagePaths or routes with routePatterns (eslint.config.mjs: portal/no-route-words).
export { localizedPath, withQuery } from './localized-path';
export type { LocalizedPaths, PathParams } from './localized-path';
export { knownRoutePattern } from './known-route';
export { loginModes, MOVE_FROM_PARAM, pagePaths } from './page-paths';
export type { LoginMode } from './page-paths';
export { routePatterns } from './route-patterns';
export type { BookingCustomerType } from './route-patterns';
export type { RoutedSection, SectionId } from './route-segments';
