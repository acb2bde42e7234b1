import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import en from './catalogs/en.json';
import fi from './catalogs/fi.json';
import sv from './catalogs/sv.json';
import type { Messages } from './lib/catalogs';
import { StaticIntlProvider } from './lib/intl-provider';
import type { Lang } from './lib/languages';

/** The real catalogs, loaded synchronously for tests and stories. */
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
