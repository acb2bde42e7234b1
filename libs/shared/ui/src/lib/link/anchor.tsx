import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isServerPath } from '@portal/shared/util';
import { useHref, useInRouterContext, useLinkClickHandler } from 'react-router';
import { currentLeaveWarning } from './leave-warning';

export interface AnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
}

/** An address with a scheme (https:, tel:, mailto:) or of another host (`//`). */
const OTHER_SITE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A click that stays in this tab: the main button, no modifier key, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/** A link to one of the app's routes: a plain click or Enter moves the router. */
function RouteAnchor({ href, onClick, children, ...rest }: AnchorProps) {
  const resolved = useHref(href);
  // Leaves a new tab, another frame, a modifier key and a button other than the main one to the browser.
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target: rest.target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // A page with edits that leaving would lose asks first (useLeaveWarning); a new tab loses nothing.
    const warning = isPlainClick(event, rest.target) ? currentLeaveWarning() : null;
    if (warning !== null && !window.confirm(warning)) {
      event.preventDefault();
      return;
    }
    navigate(event);
  };
  return (
    <a {...rest} href={resolved} onClick={handleClick}>
      {children}
    </a>
  );
}

/**
 * Every link of the app underneath, the design system's and the frame's: a native anchor, which
 * under the app's router navigates on the client for a plain click (or Enter) on one of the
 * app's routes. The browser keeps the rest: a new tab, a modifier key, another site's address,
 * a download (a file of the API, such as a certificate's PDF, is no route) and the API's own
 * addresses (an outside link's `/out/...`, which the API sends on). Outside a router
 * (a story), a plain anchor.
 *
 * Made of react-router's hooks rather than its Link, whose prefetching for framework apps (route
 * modules, their links and styles) would be most of the router's code on the first page.
 */
export function Anchor(props: AnchorProps) {
  const inRouter = useInRouterContext();
  const isDownload = props.download !== undefined && props.download !== false;
  if (inRouter && !isDownload && !OTHER_SITE.test(props.href) && !isServerPath(props.href)) return <RouteAnchor {...props} />;
  const { href, children, ...rest } = props;
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}
