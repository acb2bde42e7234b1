import { useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Link, PageLayout } from '@portal/shared/ui';
import { isSafeReturnPath } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { expiredSessionMessages } from '../messages';
import { accountPaths } from '../paths';

/**
 * Where a visitor whose session ran out lands, with `?next=` the page they were on. The login page
 * returns them there after signing in again.
 */
export function ExpiredSessionPage() {
  const intl = useIntl();
  const lang = useLang();
  const { response } = useSessionInfo();
  const [params] = useSearchParams();
  const requested = params.get('next');
  const next = isSafeReturnPath(requested) ? requested : undefined;
  const { value, unit } = response.authTokenTimeout;
  return (
    <PageLayout
      title={intl.formatMessage(expiredSessionMessages.title)}
      intro={<p>{intl.formatMessage(expiredSessionMessages.text, { value, unit })}</p>}
    >
      <p>
        {/* The spec also offers ordering an SMS code here; that alternative arrives with the SMS
            second factor (mfa feature). */}
        <Link variant="button" href={accountPaths.login(lang, { nextPath: next })}>
          {intl.formatMessage(expiredSessionMessages.loginAgain)}
        </Link>
      </p>
    </PageLayout>
  );
}
