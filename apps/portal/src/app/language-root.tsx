import type { Lang } from '@portal/shared/i18n';
import { PortalIntlProvider } from '@portal/shared/i18n';
import { UiLocaleProvider } from '@portal/shared/ui';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { usePortal } from './portal-context';
import { PageLoading } from './route-error-page';

/** An address with a scheme (https:, tel:, mailto:) or protocol-relative: not one of our routes. */
export function isAbsoluteUrl(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * The design system's links resolve their href through this: routes as react-router builds them,
 * and absolute addresses (the map search, app stores) as they are, not as paths below the page.
 */
export function useLinkHref(href: string): string {
  const absolute = isAbsoluteUrl(href);
  const routed = useHref(absolute ? '.' : href);
  return absolute ? href : routed;
}

/**
 * Everything below /{lang}: the language's catalog, react-aria's locale (calendars, number
 * formats) and client-side navigation for the design system's links.
 */
export function LanguageRoot({ lang }: { lang: Lang }) {
  const { pseudoLocale } = usePortal();
  const navigate = useNavigate();

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <Suspense fallback={<PageLoading />}>
      <PortalIntlProvider lang={lang} pseudo={pseudoLocale}>
        <UiLocaleProvider>
          <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
            <Outlet />
          </RouterProvider>
        </UiLocaleProvider>
      </PortalIntlProvider>
    </Suspense>
  );
}
