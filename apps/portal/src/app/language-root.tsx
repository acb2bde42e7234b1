import type { Lang } from '@portal/shared/i18n';
import { PortalIntlProvider } from '@portal/shared/i18n';
import { UiLocaleProvider } from '@portal/shared/ui';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePortal } from './portal-context';
import { PageLoading } from './route-error-page';

/**
 * Everything below /{lang}: the language's catalog and react-aria's locale (calendars, number
 * formats). The design system's links navigate through react-router themselves.
 */
export function LanguageRoot({ lang }: { lang: Lang }) {
  const { pseudoLocale } = usePortal();

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <Suspense fallback={<PageLoading />}>
      <PortalIntlProvider lang={lang} pseudo={pseudoLocale}>
        <UiLocaleProvider>
          <Outlet />
        </UiLocaleProvider>
      </PortalIntlProvider>
    </Suspense>
  );
}
