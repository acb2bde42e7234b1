import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';

export interface AnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * The design system's links underneath: under the app's router, react-router's Link, which
 * navigates on the client for a plain click (or Enter) on one of our routes and leaves a new tab,
 * a modifier key and another site's address to the browser; outside a router (a story), a plain
 * anchor. A download (a file of the API, such as a certificate's PDF) is no route: react-router
 * would take its click for one, so the browser gets it (`reloadDocument`).
 */
export function Anchor({ href, children, ...rest }: AnchorProps) {
  const inRouter = useInRouterContext();
  const isDownload = rest.download !== undefined && rest.download !== false;
  return inRouter ? (
    <RouterLink {...rest} to={href} reloadDocument={isDownload} discover="none">
      {children}
    </RouterLink>
  ) : (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}
