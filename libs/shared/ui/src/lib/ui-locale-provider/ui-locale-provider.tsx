import { localeOf, useLang } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * Gives react-aria the locale of the page language (fi-FI, sv-FI or en-GB), so its built-in
 * texts, date and number formats and week start (Monday) follow the page. The host app wraps its
 * content in it once, inside the react-intl provider.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  return <I18nProvider locale={localeOf[lang]}>{children}</I18nProvider>;
}
