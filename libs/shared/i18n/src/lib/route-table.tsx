import type { ReactNode } from 'react';
import { createContext, use, useMemo } from 'react';
import type { Params, RouteObject } from 'react-router';
import { matchRoutes, useLocation } from 'react-router';

/** One route matched by the current address, from the root down. */
export interface RouteMatchInfo {
  handle: unknown;
  params: Params;
}

const RouteTableContext = createContext<readonly RouteObject[] | null>(null);

/**
 * The app's route table, for the hooks below: the portal renders its routes with useRoutes (the
 * declarative router, a good deal lighter than the data router on the first page), which has no
 * useMatches of its own.
 */
export function RouteTableProvider({ routes, children }: { routes: readonly RouteObject[]; children: ReactNode }) {
  return <RouteTableContext value={routes}>{children}</RouteTableContext>;
}

/**
 * Every route the current address matches, root first, with its `handle` and the parameters.
 * Without a route table (a component rendered on its own in a test) nothing matches.
 */
export function useRouteMatches(): readonly RouteMatchInfo[] {
  const routes = use(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(
    () => (routes ? (matchRoutes([...routes], pathname) ?? []) : []).map((match) => ({ handle: match.route.handle, params: match.params })),
    [routes, pathname],
  );
}
