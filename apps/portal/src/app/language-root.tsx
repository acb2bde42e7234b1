import type { Lang } from '@portal/shared/i18n';
import { localeOf, PortalIntlProvider } from '@portal/shared/i18n';
import { Suspense, useEffect } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
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
        <I18nProvider locale={localeOf[lang]}>
          <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
            <Outlet />
          </RouterProvider>
        </I18nProvider>
      </PortalIntlProvider>
    </Suspense>
  );
}
