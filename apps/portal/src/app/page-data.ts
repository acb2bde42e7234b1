import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiClient, SessionStore } from '@portal/shared/data-access';
import { prefetchFrontPage } from '@portal/home/feature';
import type { Lang } from '@portal/shared/i18n';
import { isLang, matchRouteTable, pageHandleOf } from '@portal/shared/i18n';
import type { RouteObject } from 'react-router';
import { firstSegment } from './routes';

/** Asks for a page's data ahead; the page's own hook takes the answer (see `prefetch`). */
export type PageDataPrefetch = (api: ApiClient, lang: Lang, session: SessionResponse) => void;

/**
 * The first pages whose data is asked for while their code loads, by page id: those a patient
 * lands on most, whose data would otherwise be asked for only after the page has rendered.
 */
export const pageDataPrefetches: Readonly<Partial<Record<string, PageDataPrefetch>>> = {
  home: prefetchFrontPage,
};

/**
 * Starts the data of the page the address leads to once the session is known, for a signed-in
 * patient only: every page listed needs a session, and an anonymous visitor is sent elsewhere.
 */
export function prefetchPageData(
  routes: readonly RouteObject[],
  pathname: string,
  sessionLoaded: Promise<void>,
  sessionStore: SessionStore,
  api: ApiClient,
  prefetches: Readonly<Partial<Record<string, PageDataPrefetch>>> = pageDataPrefetches,
): void {
  const lang = firstSegment(pathname);
  const handle = pageHandleOf((matchRouteTable(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle })));
  const start = handle ? prefetches[handle.pageId] : undefined;
  if (!start || !isLang(lang)) return;
  void sessionLoaded.then(() => {
    const snapshot = sessionStore.getSnapshot();
    if (snapshot.status === 'ready' && snapshot.response.isSessionValid) start(api, lang, snapshot.response);
  });
}
