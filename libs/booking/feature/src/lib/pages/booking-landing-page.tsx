import { pagePaths } from '@portal/shared/util';
import type { CustomerType } from '@portal/booking/contracts';
import { customerTypes } from '@portal/booking/contracts';
import type { PortalBrand } from '@portal/shared/data-access';
import { useBrand, useSessionInfo, useTracker } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { Anchor, PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styles from '../components/appointment-list.module.css';
import { customerTypeMessages, landingMessages } from '../messages';

/**
 * The tiles on offer (booking doc sections 2 and 6): occupational health only in the main
 * organisation and with the ohc-appointment-search flag its pages need, 65+ only with the kela65
 * flag of the session (signed in or not).
 */
export function offeredCustomerTypes(brand: Pick<PortalBrand, 'offersOccupationalHealth'>, features: readonly string[]): CustomerType[] {
  return customerTypes.filter((type) => {
    if (type === 'occupational') return brand.offersOccupationalHealth && features.includes('ohc-appointment-search');
    if (type === 'kela65') return features.includes('kela65');
    return true;
  });
}

/** Pushed when a tile is chosen (booking doc section 7): the customer type only, nothing of the person. */
export const CUSTOMER_TYPE_EVENT = 'booking-customer-type';

const tileText = {
  private: customerTypeMessages.privateText,
  insurance: customerTypeMessages.insuranceText,
  occupational: customerTypeMessages.occupationalText,
  kela65: customerTypeMessages.kela65Text,
} as const;

/** The booking root: choosing the customer type. Each tile carries the query string over to its list. */
export function BookingLandingPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const { response } = useSessionInfo();
  const { search } = useLocation();
  const tracker = useTracker();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.booking)} intro={<p>{intl.formatMessage(landingMessages.intro)}</p>}>
      <ul className={styles['tiles']} aria-label={intl.formatMessage(landingMessages.tiles)}>
        {offeredCustomerTypes(brand, response.features).map((type) => (
          <li key={type}>
            <Anchor
              className={styles['tile']}
              href={pagePaths.booking.customerType(lang, type) + search}
              onClick={() => tracker.trackEvent(CUSTOMER_TYPE_EVENT, { customerType: type })}
            >
              <h2>{intl.formatMessage(customerTypeMessages[type])}</h2>
              <p>{intl.formatMessage(tileText[type])}</p>
            </Anchor>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
