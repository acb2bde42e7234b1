import { pagePaths } from '@portal/shared/util';
import { useBrand } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Link, PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { transactionPathMessages } from '../messages';
import { useLoginErrorToast } from '../use-login-error-toast';
import styles from './transaction-path-page.module.css';

/**
 * The front page of anonymous visitors (account doc section 2): log in for oneself or on behalf of
 * someone else. The app draws it without the navigation menu and the footer (chrome 'minimal').
 */
export function TransactionPathPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  useLoginErrorToast();
  return (
    <PageLayout
      title={intl.formatMessage(transactionPathMessages.title, { brand: brand.name[lang] })}
      intro={<p>{intl.formatMessage(transactionPathMessages.intro)}</p>}
    >
      <div className={styles['actions']}>
        {/* mode=self so that the children's brand does not ask again whose information it is. */}
        <Link variant="button" href={pagePaths.signIn.login(lang, { mode: 'self' })}>
          {intl.formatMessage(transactionPathMessages.loginSelf)}
        </Link>
        <Link variant="button-secondary" href={pagePaths.signIn.login(lang, { mode: 'mandate' })}>
          {intl.formatMessage(transactionPathMessages.loginMandate)}
        </Link>
      </div>
      <p className={styles['note']}>{intl.formatMessage(transactionPathMessages.mandateNote)}</p>
    </PageLayout>
  );
}
