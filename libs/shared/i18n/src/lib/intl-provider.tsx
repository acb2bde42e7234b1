import type { ReactNode } from 'react';
import { createContext, use, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import type { Messages } from './catalogs';
import { allMessages, loadAllMessages, loadMessages, subscribeToCatalogs } from './catalogs';
import type { Lang } from './languages';
import { localeOf } from './languages';

const LangContext = createContext<Lang | null>(null);

/** The language of the page being shown. */
export function useLang(): Lang {
  const lang = use(LangContext);
  if (!lang) throw new Error('useLang() used outside PortalIntlProvider');
  return lang;
}

const ignoreMissingInPseudo: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  // Formatting errors are programming errors: make them visible in development and tests.
  console.error(error);
};

interface StaticProps {
  lang: Lang;
  messages: Messages;
  children: ReactNode;
}

/** Provider with messages already at hand (tests, stories). */
export function StaticIntlProvider({ lang, messages, children }: StaticProps) {
  return (
    <LangContext value={lang}>
      <IntlProvider
        locale={localeOf[lang]}
        defaultLocale="en-GB"
        messages={messages}
        onError={ignoreMissingInPseudo}
      >
        {children}
      </IntlProvider>
    </LangContext>
  );
}

interface Props {
  lang: Lang;
  /** Show the pseudo-locale instead of the language's catalog (development only). */
  pseudo?: boolean;
  children: ReactNode;
}

/**
 * Loads the first page's messages of the language (suspending until they are there) and
 * provides them, then the whole catalog once it has loaded: right after the first page, or
 * sooner when a page of a section asks for it (toRouteObjects).
 */
export function PortalIntlProvider({ lang, pseudo = false, children }: Props) {
  const id = pseudo ? 'pseudo' : lang;
  const firstPage = use(loadMessages(id));
  // Deferred: the whole catalog re-renders every text on the page, which React then does in
  // slices rather than in one long task (a store's update alone would be rendered at once).
  const whole = useDeferredValue(useSyncExternalStore(subscribeToCatalogs, () => allMessages(id)));
  useEffect(() => {
    // A failed load is retried by the next page that needs it; the first page has its messages.
    loadAllMessages(id).catch(() => undefined);
  }, [id]);
  return (
    <StaticIntlProvider lang={lang} messages={whole ?? firstPage}>
      {children}
    </StaticIntlProvider>
  );
}
