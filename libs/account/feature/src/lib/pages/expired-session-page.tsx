import { useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Link, PageLayout } from '@portal/shared/ui';
import { isSafeReturnPath, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { expiredSessionMessages } from '../messages';
import { OrderSmsCode } from '../sms-login/order-sms-code';

/**
 * Where a visitor whose session ran out lands, with `?next=` the page they were on. The login page
 * returns them there after signing in again; when the session may be renewed with an SMS code
 * (`smsRenewal` in the session answer), a code can be ordered instead, and the SMS authentication
 * page returns them there.
 */
export function ExpiredSessionPage() {
  const intl = useIntl();
  const lang = useLang();
  const { response } = useSessionInfo();
  const [params] = useSearchParams();
  const requested = params.get('next');
  const next = isSafeReturnPath(requested) ? requested : undefined;
  const { value, unit } = response.authTokenTimeout;
  const smsRenewal = response.isSessionValid ? undefined : response.smsRenewal;
  return (
    <PageLayout
      title={intl.formatMessage(expiredSessionMessages.title)}
      intro={<p>{intl.formatMessage(expiredSessionMessages.text, { value, unit })}</p>}
    >
      <p>
        <Link variant="button" href={pagePaths.signIn.login(lang, { nextPath: next })}>
          {intl.formatMessage(expiredSessionMessages.loginAgain)}
        </Link>
      </p>
      {smsRenewal && <OrderSmsCode smsRenewal={smsRenewal} next={next} />}
    </PageLayout>
  );
}
