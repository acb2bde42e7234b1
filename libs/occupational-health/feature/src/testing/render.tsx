import type { Lang } from '@portal/shared/i18n';
import type { PortalBrand } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import { aBrand, aSignedInSession, mockApi, renderWithProviders } from '@portal/shared/data-access/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

/** Routes as the portal resolves them, absolute addresses (https:) as they are (apps/portal language-root.tsx). */
function useLinkHref(href: string): string {
  const absolute = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
  const routed = useHref(absolute ? '.' : href);
  return absolute ? href : routed;
}

/** The design system's links navigate inside the memory router, as they do in the portal. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}

export interface RenderPageOptions {
  /** `METHOD /api/path` → handler. */
  handlers: Record<string, Handler>;
  route: string;
  /** The route pattern of the page, e.g. '/en/occupational-health-care-team'. */
  path: string;
  lang?: Lang;
  /** Render the whole tree in StrictMode, which runs every effect twice on mount. */
  strict?: boolean;
  brand?: PortalBrand;
}

/** A page of the occupational health section for a signed-in patient, with a fake API. */
export function renderPage(page: ReactElement, { handlers, route, path, lang = 'en', strict = false, brand = aBrand() }: RenderPageOptions) {
  const api = mockApi(handlers);
  const result = renderWithProviders(<AriaRouter>{page}</AriaRouter>, {
    lang,
    route,
    path,
    routes: [{ path: '*', element: <p>Another page</p> }],
    fetch: api.fetch,
    session: aSignedInSession({ lang }),
    reactStrictMode: strict,
    brand,
  });
  return { ...result, calls: api.calls, user: userEvent.setup({ delay: null }) };
}
