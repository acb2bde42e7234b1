import { pagePaths } from '@portal/shared/util';
import { INFLUENZA_VACCINE_SPECIALTY_IDS } from '@portal/booking/contracts';
import { useBrand } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { customerTypeMessages } from '../../messages';
import { CustomerTypeList } from '../../pages/appointment-list-page';
import { filtersFromQuery } from '../../search/search-filters';
import { useOccupationalBooking } from '../api/get-occupational-booking';
import { BookByPhone, InfluenzaInfo, LiftupBanner, NoAgreement } from '../components/occupational-statuses';
import { occupationalMessages } from '../messages';
import type { OccupationalAgreement } from '../occupational-view';
import { occupationalListView } from '../occupational-view';
import { reloadPage } from './page-reload';
import { useOccupationalBookingFlag } from './use-occupational-booking-flag';

/**
 * The signed-in occupational list (booking doc section 2, feature ohc-appointment-search): the
 * agreement's status first, then the list of what it covers.
 */
export function OccupationalListPage() {
  const lang = useLang();
  const flag = useOccupationalBookingFlag();
  if (!flag) return <Navigate replace to={pagePaths.booking.landing(lang)} />;
  return <OccupationalList />;
}

function OccupationalList() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const view = occupationalListView(useOccupationalBooking('occupational-list'));
  if (view.kind === 'list') {
    return (
      <CustomerTypeList
        customerType="occupational"
        specialtyIds={view.agreement.specialtyIds}
        notices={<ListNotices liftup={view.liftup} agreement={view.agreement} />}
      />
    );
  }
  return (
    <PageLayout title={intl.formatMessage(customerTypeMessages.occupational)}>
      {view.kind === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(occupationalMessages.loading)} />}
      {view.kind === 'unknown-error' && <ErrorView onRetry={reloadPage} />}
      {view.kind === 'no-occupational-healthcare' && (
        <NoAgreement phone={brand.customerServicePhone} privateListHref={pagePaths.booking.customerType(lang, 'private')} />
      )}
      {view.kind === 'phone' && <BookByPhone phone={brand.customerServicePhone} />}
    </PageLayout>
  );
}

/** Above the list: the liftup banner, or the way to the vaccinations; the influenza box on an influenza search. */
function ListNotices({ liftup, agreement }: { liftup: boolean; agreement: OccupationalAgreement }) {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const [params] = useSearchParams();
  const { specialtyIds } = filtersFromQuery(params);
  const influenzaSearch = specialtyIds.length > 0 && specialtyIds.every((id) => INFLUENZA_VACCINE_SPECIALTY_IDS.includes(id));
  return (
    <>
      {liftup && <LiftupBanner phone={brand.customerServicePhone} vaccinationsHref={pagePaths.occupationalBooking.vaccinations(lang)} />}
      {!liftup && agreement.vaccinationsAllowed && (
        <p>
          <Link href={pagePaths.occupationalBooking.vaccinations(lang)}>{intl.formatMessage(occupationalMessages.vaccinationsLink)}</Link>
        </p>
      )}
      {agreement.influenzaVaccinationAllowed && influenzaSearch && <InfluenzaInfo />}
    </>
  );
}
