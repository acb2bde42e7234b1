import { createContext, use, useMemo } from 'react';
import type { Params, RouteMatch, RouteObject } from 'react-router';
import { matchRoutes, renderMatches, useLocation } from 'react-router';

/** One route matched by the current address, from the root down. */
export interface RouteMatchInfo {
  handle: unknown;
  params: Params;
}

const noMatches: readonly RouteMatchInfo[] = [];

/** Each route table's last matching: its address and what matched. */
const lastMatches = new WeakMap<readonly RouteObject[], { pathname: string; matched: RouteMatch[] | null }>();

/**
 * What an address matches in a route table. Matching ranks every route of the table first, which
 * is not free (tens of milliseconds on a slow phone), so the last answer per table is kept: the
 * first page's preload and the route table's first render match the same address once.
 */
export function matchRouteTable(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatches.get(routes);
  if (last?.pathname === pathname) return last.matched;
  const matched = matchRoutes([...routes], pathname);
  lastMatches.set(routes, { pathname, matched });
  return matched;
}
const RouteMatchesContext = createContext<readonly RouteMatchInfo[]>(noMatches);

/**
 * Renders the app's route table for the current address, as useRoutes would, and gives
 * useRouteMatches what matched: the portal uses the declarative router (a good deal lighter than
 * the data router on the first page), which has no useMatches of its own. The address is matched
 * once here for both: matching ranks every route of the table, which is not free.
 */
export function RouteTable({ routes }: { routes: readonly RouteObject[] }) {
  const { pathname } = useLocation();
  const matched = useMemo(() => matchRouteTable(routes, pathname), [routes, pathname]);
  const matches = useMemo(() => (matched ?? []).map((match) => ({ handle: match.route.handle, params: match.params })), [matched]);
  return <RouteMatchesContext value={matches}>{renderMatches(matched)}</RouteMatchesContext>;
}

/**
 * Every route the current address matches, root first, with its `handle` and the parameters.
 * Without a route table (a component rendered on its own in a test) nothing matches.
 */
export function useRouteMatches(): readonly RouteMatchInfo[] {
  return use(RouteMatchesContext);
}
