import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import en from 'virtual:portal-catalog/en';
import fi from 'virtual:portal-catalog/fi';
import sv from 'virtual:portal-catalog/sv';
import type { Messages } from './lib/catalogs';
import { StaticIntlProvider } from './lib/intl-provider';
import type { Lang } from './lib/languages';

/** The real catalogs (every project's messages joined), loaded synchronously for tests. */
export const catalogs: Record<Lang, Messages> = { fi, sv, en };

export function IntlWrapper({ lang = 'en', children }: { lang?: Lang; children: ReactNode }) {
  return (
    <StaticIntlProvider lang={lang} messages={catalogs[lang]}>
      {children}
    </StaticIntlProvider>
  );
}

/** Renders with react-intl set up in the given language (English by default). */
export function renderWithIntl(
  ui: ReactElement,
  { lang = 'en', ...options }: { lang?: Lang } & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <IntlWrapper lang={lang}>{children}</IntlWrapper>,
    ...options,
  });
}
