import type { Lang } from '@portal/shared/i18n';
import { languageNames, languages, useLang, useLanguageSwitchPath } from '@portal/shared/i18n';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { navMessages } from './messages';
import styles from './language-switcher.module.css';

function LanguageLink({ target }: { target: Lang }) {
  const href = useLanguageSwitchPath(target);
  return (
    <Link className={styles['link']} to={href} lang={target} hrefLang={target}>
      {languageNames[target]}
    </Link>
  );
}

/** Links to the same page in the other languages. */
export function LanguageSwitcher() {
  const lang = useLang();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(navMessages.languageNavigation)} className={styles['switcher']}>
      <ul className={styles['list']}>
        {languages
          .filter((l) => l !== lang)
          .map((l) => (
            <li key={l}>
              <LanguageLink target={l} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
