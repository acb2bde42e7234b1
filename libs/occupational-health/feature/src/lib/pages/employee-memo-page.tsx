import { pagePaths } from '@portal/shared/util';
import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { useIntl } from 'react-intl';
import { useOccupationalHealthMemo } from '../api/get-occupational-health-memo';
import { MemoView } from '../components/memo-view';
import { OccupationalHealthPage } from '../components/occupational-health-page';
import { memoMessages } from '../messages';

/**
 * The employee memo ("Työntekijän muistio", general brand only). The spec names the page in the
 * occupational health menu group but gives it no content; our decision: it tells an occupational
 * health customer what their employer's agreement gives them, from the agreement on record.
 */
export function EmployeeMemoPage() {
  const intl = useIntl();
  const lang = useLang();
  const { customerServicePhone } = useBrand();
  const remote = useOccupationalHealthMemo();

  return (
    <OccupationalHealthPage
      title={intl.formatMessage(sectionTitles.employeeMemo)}
      remote={remote}
      loadingLabel={intl.formatMessage(memoMessages.loading)}
      notCustomer={{ title: intl.formatMessage(memoMessages.notCustomerTitle), text: intl.formatMessage(memoMessages.notCustomerText) }}
    >
      {(memo) => (
        <MemoView
          memo={memo}
          bookingHref={pagePaths.occupationalBooking.landing(lang)}
          teamHref={pagePaths.occupationalHealth.team(lang)}
          customerServicePhone={customerServicePhone}
        />
      )}
    </OccupationalHealthPage>
  );
}
