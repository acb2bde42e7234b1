import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import type { RouteObject, UIMatch } from 'react-router';
import { loadAllMessages } from './catalogs';
import type { LocalizedPaths } from '@portal/shared/util';
import { localizedPath } from '@portal/shared/util';
import type { Lang } from './languages';
import { matchRouteTable } from './route-table';
import type { SectionId } from '@portal/shared/util';

export type { LocalizedPaths } from '@portal/shared/util';

/**
 * Who may open a page (account doc section 6: "Pages for logged-in users require a valid session").
 * - 'signed-in': patient pages. A visitor without a session is sent to sign in and comes back.
 * - 'anonymous': steps of signing in (login, expired session). A signed-in visitor has nothing to
 *   do there and is sent to the front page.
 * - 'public': everyone (terms, help, booking lists, the transaction path, not-found).
 */
export type RouteAccess = 'signed-in' | 'anonymous' | 'public';

/** Patient pages are the rule, so a route that says nothing needs a session. */
export const defaultRouteAccess: RouteAccess = 'signed-in';

/**
 * What the host app draws around a page: 'full' is the header with the navigation menu and the
 * footer; 'minimal' a header with only the brand and the language switcher (the transaction
 * path); 'none' nothing at all (the SMS authentication page, account doc section 2).
 */
export type PageChrome = 'full' | 'minimal' | 'none';

/** What every localized route carries in its `handle`, for the language switcher and tracking. */
export interface LocalizedRouteHandle {
  section: SectionId;
  paths: LocalizedPaths;
  /** Page identifier for page-view tracking; stable across languages. */
  pageId: string;
  access: RouteAccess;
  chrome: PageChrome;
}

/**
 * A route as a feature library declares it: language-independent, with its path given per
 * language. The host app turns it into react-router route objects for one language.
 */
export interface PortalRoute {
  section: SectionId;
  pageId: string;
  /** Omitted for an index route. */
  paths?: LocalizedPaths;
  /** Loads the page on demand, so each page is its own chunk. */
  lazy: () => Promise<{ Component: ComponentType }>;
  children?: PortalRoute[];
  /** 'signed-in' when left out (defaultRouteAccess). */
  access?: RouteAccess;
  /** 'full' when left out. */
  chrome?: PageChrome;
  /**
   * A first page (the front page, the transaction path): its messages are in the first part of
   * the catalog, so it shows without waiting for the rest. Every other page loads with the whole
   * catalog of its language.
   */
  firstPage?: boolean;
}

/**
 * The route's page as a lazy component, with the whole catalog loaded unless it is a first page.
 * The host app renders it under a Suspense boundary; a navigation is a transition, so the page
 * shown stays until the next one's code is in.
 */
function lazyPage(route: PortalRoute, lang: Lang) {
  const load = route.firstPage ? route.lazy() : Promise.all([route.lazy(), loadAllMessages(lang)]).then(([page]) => page);
  return load.then(({ Component }) => ({ default: Component }));
}

/** Each route object's page load, started at most once, for preloadPages. */
const pageLoads = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * Starts loading the pages (their code, and the catalog they wait for) the address leads to, so
 * that they travel with the session's answer rather than after it. The pages still render only
 * for whom they are meant; a failed load shows when the page renders.
 */
export function preloadPages(routes: readonly RouteObject[], pathname: string): void {
  for (const match of matchRouteTable(routes, pathname) ?? []) {
    pageLoads.get(match.route)?.().catch(() => undefined);
  }
}

/** Turns feature routes into route objects for one language, dropping those absent in it. */
export function toRouteObjects(routes: readonly PortalRoute[], lang: Lang): RouteObject[] {
  const objects: RouteObject[] = [];
  for (const route of routes) {
    const handle: LocalizedRouteHandle = {
      section: route.section,
      paths: route.paths ?? {},
      pageId: route.pageId,
      access: route.access ?? defaultRouteAccess,
      chrome: route.chrome ?? 'full',
    };
    const children = route.children ? toRouteObjects(route.children, lang) : undefined;
    let loading: ReturnType<typeof lazyPage> | undefined;
    const load = () => (loading ??= lazyPage(route, lang));
    const element = createElement(lazy(load));
    let object: RouteObject;
    if (!route.paths) {
      object = { index: true, element, handle };
    } else {
      const path = route.paths[lang];
      if (path === undefined) continue;
      object = children?.length ? { path, element, handle, children } : { path, element, handle };
    }
    pageLoads.set(object, load);
    objects.push(object);
  }
  return objects;
}

function isLocalizedHandle(handle: unknown): handle is LocalizedRouteHandle {
  return typeof handle === 'object' && handle !== null && 'paths' in handle && 'section' in handle;
}

/** The handle of the page being shown: the deepest matched route that has one. */
export function pageHandleOf(matches: readonly Pick<UIMatch, 'handle'>[]): LocalizedRouteHandle | undefined {
  return matches.map((m) => m.handle).findLast(isLocalizedHandle);
}

/**
 * The same page in another language: translated segments, the same ids, the same query and hash.
 * A page that does not exist in the target language leads to that language's front page; a path
 * that matched nothing keeps its unmatched rest.
 */
export function switchLanguagePath(
  matches: readonly Pick<UIMatch, 'handle' | 'params'>[],
  target: Lang,
  search = '',
  hash = '',
): string {
  const levels = matches
    .map((m) => m.handle)
    .filter(isLocalizedHandle)
    .map((h) => h.paths)
    .filter((paths) => Object.keys(paths).length > 0);
  const params = matches.at(-1)?.params ?? {};
  const path = localizedPath(target, levels, params);
  if (path === undefined) return `/${target}`;
  return path + search + hash;
}
