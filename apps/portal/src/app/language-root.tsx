import type { Lang } from '@portal/shared/i18n';
import { PortalIntlProvider } from '@portal/shared/i18n';
import { UiLocaleProvider } from '@portal/shared/ui';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { usePortal } from './portal-context';

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
    <Suspense fallback={<div aria-busy="true" />}>
      <PortalIntlProvider lang={lang} pseudo={pseudoLocale}>
        <UiLocaleProvider>
          <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
            <Outlet />
          </RouterProvider>
        </UiLocaleProvider>
      </PortalIntlProvider>
    </Suspense>
  );
}
