import type { Lang } from '@portal/shared/i18n';
import { pathIn, routeSegments, withQuery } from '@portal/shared/i18n';

/**
 * The SMS authentication page (the mfa feature's, which this feature may not import): its route
 * segment is shared, so the path is built from it here.
 */
export function authenticationPath(lang: Lang, query: { next?: string } = {}): string {
  return withQuery(pathIn(lang, [routeSegments.authentication]), query);
}
