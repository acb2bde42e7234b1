import type { LoginMode } from '@portal/shared/util';
import { identificationMethods } from '@portal/shared/contracts';
import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { Notice, PageLayout } from '@portal/shared/ui';
import { formatDate, helsinkiInstant, isSafeReturnPath, loginModes, pagePaths } from '@portal/shared/util';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { authenticateUrl } from '../authenticate-url';
import { IdentificationMethodList } from '../components/identification-method-list';
import { LoginChoice } from '../components/login-choice';
import { loginMessages } from '../messages';
import styles from './login-page.module.css';

function modeOf(value: string | null): LoginMode | undefined {
  return loginModes.find((mode) => mode === value);
}

/**
 * The login page: `?nextPath=` (where to go afterwards) and `?mode=` (self or mandate).
 *
 * The children's brand first asks whose information is wanted when no mode is given. The choice is
 * a step of this page rather than a page of its own: it needs the same nextPath, it leads back
 * here with a mode, and the general brand never shows it. The transaction path's buttons give a
 * mode, so visitors who chose there are not asked twice.
 */
export function LoginPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const [params] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const requested = params.get('nextPath');
  // Only a path on this site: anything else (https://evil.example, //evil.example) could send the
  // freshly signed-in patient to another site, so it falls back to the front page.
  const nextPath = isSafeReturnPath(requested) ? requested : undefined;
  const methodsHeadingId = useId();
  const methodsHeading = useRef<HTMLHeadingElement>(null);

  const choosing = brand.asksWhoseSignIn && mode === undefined;

  // After the choice the page changes under the pressed link: focus goes to the methods' heading
  // so that keyboard and screen-reader users continue from there.
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    if (wasChoosing.current && !choosing) methodsHeading.current?.focus();
    wasChoosing.current = choosing;
  }, [choosing]);

  const title = intl.formatMessage(loginMessages.title, { brand: brand.name[lang] });
  const documentTitle = intl.formatMessage(sectionTitles.login);
  const merger = brand.merger && (
    <Notice>
      {intl.formatMessage(loginMessages.merger, {
        brand: brand.name[lang],
        other: brand.merger.with[lang],
        date: formatDate(helsinkiInstant(brand.merger.on)),
      })}
    </Notice>
  );

  if (choosing) {
    // As the footer: the children's brand has its terms in Finnish only.
    const termsLang = brand.termsLanguage ?? lang;
    return (
      <PageLayout title={title} documentTitle={documentTitle}>
        {merger}
        <LoginChoice
          childHref={pagePaths.signIn.login(lang, { nextPath, mode: 'mandate' })}
          ownHref={pagePaths.signIn.login(lang, { nextPath, mode: 'self' })}
          termsHref={pagePaths.info.terms(termsLang)}
        />
      </PageLayout>
    );
  }

  const next = nextPath ?? pagePaths.home.front(lang);
  const loginMode = mode ?? 'self';
  return (
    <PageLayout
      title={title}
      documentTitle={documentTitle}
      intro={<p>{intl.formatMessage(loginMode === 'mandate' ? loginMessages.introMandate : loginMessages.intro)}</p>}
    >
      {merger}
      <section className={styles['methods']} aria-labelledby={methodsHeadingId}>
        <h2 id={methodsHeadingId} ref={methodsHeading} tabIndex={-1} className={styles['heading']}>
          {intl.formatMessage(loginMessages.methodsHeading)}
        </h2>
        <IdentificationMethodList
          methods={identificationMethods}
          labelledBy={methodsHeadingId}
          hrefFor={(method) => authenticateUrl({ lang, next, method, mode: loginMode })}
        />
        <Notice>{intl.formatMessage(loginMessages.tip)}</Notice>
      </section>
      <p className={styles['secure']}>
        <svg className={styles['lock']} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M6 9V6.5a4 4 0 0 1 8 0V9M5 9h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinejoin="round"
          />
        </svg>
        {intl.formatMessage(loginMessages.secure)}
      </p>
    </PageLayout>
  );
}
