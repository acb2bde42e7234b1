import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiClient, SessionStore } from '@portal/shared/data-access';
import { bookingPagePrefetches } from '@portal/booking/feature';
import { prefetchFrontPage } from '@portal/home/feature';
import { prefetchImagingResultDay, prefetchLabResultDay } from '@portal/lab-imaging/feature';
import { prefetchConversation } from '@portal/messaging/feature';
import type { Lang, LocalizedRouteHandle } from '@portal/shared/i18n';
import { defaultRouteAccess, isLang, matchRouteTable, pageHandleOf, preloadPages } from '@portal/shared/i18n';
import type { RouteObject } from 'react-router';
import { firstSegment } from './routes';
import { accessRedirect } from './session/access-rules';

/** The handle of the page the address leads to among `routes`, if any, with the address's parameters. */
function pageAt(routes: readonly RouteObject[], pathname: string): { handle: LocalizedRouteHandle | undefined; params: PageParams } {
  const matches = matchRouteTable(routes, pathname) ?? [];
  // Each match carries its parents' parameters too: the deepest has them all.
  return { handle: pageHandleOf(matches.map((match) => ({ handle: match.route.handle }))), params: matches.at(-1)?.params ?? {} };
}

/**
 * Starts loading the code of the page this visitor will see at the address (`preloadPages`): a
 * public page at once, any other once the session says whether it is shown or where access-rules
 * send the visitor instead. An anonymous visitor of the front page thus loads the transaction
 * path rather than the front page and its sections, which would take the slow line's bandwidth
 * from the page they do see; the session's answer is usually in before the entry has run, so a
 * signed-in patient's page hardly waits. `routes` are the address's language's: every redirect
 * stays in the language.
 */
export function preloadFirstPage(
  routes: readonly RouteObject[],
  { pathname, search }: { pathname: string; search: string },
  sessionLoaded: Promise<void>,
  sessionStore: SessionStore,
  preload: (routes: readonly RouteObject[], pathname: string) => void = preloadPages,
): void {
  const lang = firstSegment(pathname);
  const access = pageAt(routes, pathname).handle?.access ?? defaultRouteAccess;
  if (access === 'public' || !isLang(lang)) {
    preload(routes, pathname);
    return;
  }
  void sessionLoaded.then(() => {
    const snapshot = sessionStore.getSnapshot();
    // A session that could not be read shows its error view, no page.
    if (snapshot.status !== 'ready') return;
    const to = accessRedirect({ access, session: snapshot.response, lang, pathname, search });
    preload(routes, to === null ? pathname : (to.split(/[?#]/, 1)[0] ?? to));
  });
}

/** The address's parameters, as the page reads them with useParams. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * Asks for a page's data ahead; the page's own hook takes the answer (see `prefetch`). `search`
 * is the address's query (`?…`, or empty), which the page may read its filters from.
 */
export type PageDataPrefetch = (api: ApiClient, lang: Lang, session: SessionResponse, params: PageParams, search: string) => void;

/**
 * The first pages whose data is asked for while their code loads, by page id: those a patient
 * lands on most (the front page; a result day and a conversation, which links and notices lead
 * to; the booking lists, which the clinic's site and shared links lead to), whose data would
 * otherwise be asked for only after the page has rendered.
 */
export const pageDataPrefetches: Readonly<Partial<Record<string, PageDataPrefetch>>> = {
  ...bookingPagePrefetches,
  home: prefetchFrontPage,
  'laboratory-result': prefetchLabResultDay,
  'imaging-result': prefetchImagingResultDay,
  conversation: prefetchConversation,
};

/**
 * Starts the data of the page the address leads to once the session is known: for a public page
 * whoever visits, for any other a signed-in patient only (an anonymous visitor is sent elsewhere).
 */
export function prefetchPageData(
  routes: readonly RouteObject[],
  { pathname, search }: { pathname: string; search: string },
  sessionLoaded: Promise<void>,
  sessionStore: SessionStore,
  api: ApiClient,
  prefetches: Readonly<Partial<Record<string, PageDataPrefetch>>> = pageDataPrefetches,
): void {
  const lang = firstSegment(pathname);
  const { handle, params } = pageAt(routes, pathname);
  const start = handle ? prefetches[handle.pageId] : undefined;
  if (!start || !isLang(lang)) return;
  void sessionLoaded.then(() => {
    const snapshot = sessionStore.getSnapshot();
    if (snapshot.status !== 'ready') return;
    // A page's access is 'signed-in' unless it says otherwise (defaultRouteAccess).
    const shown = snapshot.response.isSessionValid || handle?.access === 'public';
    if (shown) start(api, lang, snapshot.response, params, search);
  });
}
