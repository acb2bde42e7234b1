import type { Lang } from '@portal/shared/i18n';
import { languageNames, languages, useLang, useLanguageSwitchPath } from '@portal/shared/i18n';
import { Anchor } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { navMessages } from './messages';
import styles from './language-switcher.module.css';

function LanguageLink({ target, toFrontPage }: { target: Lang; toFrontPage: boolean }) {
  const samePage = useLanguageSwitchPath(target);
  const href = toFrontPage ? `/${target}` : samePage;
  return (
    <Anchor className={styles['link']} href={href} lang={target} hrefLang={target}>
      {languageNames[target]}
    </Anchor>
  );
}

/**
 * Links to the same page in the other languages, or with `toFrontPage` to their front pages (the
 * transaction path's switcher, account doc section 2).
 */
export function LanguageSwitcher({ toFrontPage = false }: { toFrontPage?: boolean }) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(navMessages.languageNavigation)} className={styles['switcher']}>
      <ul className={styles['list']}>
        {languages
          .filter((l) => l !== lang)
          .map((l) => (
            <li key={l}>
              <LanguageLink target={l} toFrontPage={toFrontPage} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
