import { pagePaths } from '@portal/shared/util';
import { INFLUENZA_VACCINE_SPECIALTY_IDS, OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES } from '@portal/booking/contracts';
import { useBrand, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Link, Notice, PageLayout, PlaceholderRows, PlainList } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { kela65Messages } from '../../kela65/messages';
import { SignInPrompt } from '../../reservation/components/sign-in-prompt';
import { useOccupationalBooking } from '../api/get-occupational-booking';
import styles from '../components/occupational.module.css';
import { InfluenzaInfo, phoneLink } from '../components/occupational-statuses';
import { occupationalMessages } from '../messages';
import type { OccupationalVaccinationView } from '../occupational-view';
import { occupationalVaccinationView } from '../occupational-view';
import { reloadPage } from './page-reload';
import { useOccupationalBookingFlag } from './use-occupational-booking-flag';

/**
 * The occupational vaccination page (booking doc sections 2 and 4, feature ohc-appointment-search;
 * anonymous): unauthorized asks to sign in, then what the agreement says about vaccinations.
 */
export function OccupationalVaccinationPage() {
  const intl = useIntl();
  const lang = useLang();
  const { user } = useSessionInfo();
  const { pathname, search } = useLocation();
  const flag = useOccupationalBookingFlag();
  if (!flag) return <Navigate replace to={pagePaths.booking.landing(lang)} />;
  return (
    <PageLayout title={intl.formatMessage(occupationalMessages.vaccinationsTitle)} intro={<p>{intl.formatMessage(occupationalMessages.vaccinationsIntro)}</p>}>
      {user === null ? (
        <SignInPrompt title={occupationalMessages.vaccinationSignInTitle} text={occupationalMessages.vaccinationSignInText} nextPath={pathname + search} />
      ) : (
        <SignedInVaccinations />
      )}
    </PageLayout>
  );
}

function SignedInVaccinations() {
  const view = occupationalVaccinationView(true, useOccupationalBooking('occupational-vaccinations'));
  return <VaccinationView view={view} />;
}

/** One state of the page; without data loading, so tests can give it any. */
export function VaccinationView({ view }: { view: OccupationalVaccinationView }): ReactNode {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const phone = brand.customerServicePhone;
  switch (view.kind) {
    case 'unauthorized':
      return null;
    case 'loading':
      return <PlaceholderRows count={2} label={intl.formatMessage(occupationalMessages.loading)} />;
    case 'unknown-error':
      return <ErrorView onRetry={reloadPage} />;
    case 'no-occupational-healthcare':
      return <Notice tone="error">{intl.formatMessage(occupationalMessages.noContract, phoneLink(phone))}</Notice>;
    case 'not-included':
      return (
        <EmptyState
          title={intl.formatMessage(occupationalMessages.vaccinationsNotIncluded)}
          text={intl.formatMessage(occupationalMessages.vaccinationsNotIncludedText, phoneLink(phone))}
          action={
            <Link variant="button-secondary" href={pagePaths.booking.customerType(lang, 'private')}>
              {intl.formatMessage(kela65Messages.bookAsPrivate)}
            </Link>
          }
        />
      );
    case 'ok':
      return (
        <>
          {view.influenzaVaccinationAllowed && <InfluenzaInfo />}
          <PlainList className={styles['choices']} aria-label={intl.formatMessage(occupationalMessages.chooseVaccination)}>
            {view.influenzaVaccinationAllowed && (
              <li>
                <Link variant="button" href={pagePaths.occupationalBooking.specialtySearch(lang, INFLUENZA_VACCINE_SPECIALTY_IDS)}>
                  {intl.formatMessage(occupationalMessages.influenzaButton)}
                </Link>
              </li>
            )}
            <li>
              <Link variant={view.influenzaVaccinationAllowed ? 'button-secondary' : 'button'} href={pagePaths.occupationalBooking.specialtySearch(lang, OCCUPATIONAL_CONTRACT_PRODUCT_SPECIALTIES.VACCINATIONS)}>
                {intl.formatMessage(occupationalMessages.otherVaccinations)}
              </Link>
            </li>
          </PlainList>
        </>
      );
  }
}
