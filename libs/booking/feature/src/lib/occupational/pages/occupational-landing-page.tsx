import { pagePaths } from '@portal/shared/util';
import { useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { customerTypeMessages } from '../../messages';
import { SignInPrompt } from '../../reservation/components/sign-in-prompt';
import { occupationalMessages } from '../messages';
import { useOccupationalBookingFlag } from './use-occupational-booking-flag';

/**
 * The occupational health landing (booking doc section 2; anonymous): a sign-in prompt, after which
 * the sign-in returns to the signed-in occupational list with the query the landing had. A signed-in
 * visitor goes straight there.
 */
export function OccupationalLandingPage() {
  const intl = useIntl();
  const lang = useLang();
  const { user } = useSessionInfo();
  const { search } = useLocation();
  const flag = useOccupationalBookingFlag();
  if (!flag) return <Navigate replace to={pagePaths.booking.landing(lang)} />;
  const next = pagePaths.occupationalBooking.search(lang, search);
  if (user !== null) return <Navigate replace to={next} />;
  return (
    <PageLayout title={intl.formatMessage(customerTypeMessages.occupational)}>
      <SignInPrompt title={occupationalMessages.signInTitle} text={occupationalMessages.signInText} nextPath={next} />
    </PageLayout>
  );
}
