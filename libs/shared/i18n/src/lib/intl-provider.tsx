import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import { IntlProvider } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import type { Messages } from './catalogs';
import { loadMessages } from './catalogs';
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

/** Loads the language's catalog (suspending until it is there) and provides it. */
export function PortalIntlProvider({ lang, pseudo = false, children }: Props) {
  const messages = use(loadMessages(pseudo ? 'pseudo' : lang));
  return (
    <StaticIntlProvider lang={lang} messages={messages}>
      {children}
    </StaticIntlProvider>
  );
}
