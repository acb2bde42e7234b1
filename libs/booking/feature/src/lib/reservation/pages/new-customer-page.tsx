import { pagePaths } from '@portal/shared/util';
import { useBrand, useLogout, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Link, PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { newCustomerMessages } from '../messages';
import styles from '../components/reservation.module.css';

/**
 * The new-customer welcome page (booking doc section 2): for someone with no appointments or
 * events yet, online booking or a call to customer service; log out when signed in.
 */
export function NewCustomerPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const session = useSession();
  const logout = useLogout();
  const phone = brand.customerServicePhone;
  return (
    <PageLayout title={intl.formatMessage(newCustomerMessages.title)} intro={intl.formatMessage(newCustomerMessages.text)}>
      <p className={styles['actions']}>
        <Link variant="button" href={pagePaths.booking.landing(lang)}>
          {intl.formatMessage(newCustomerMessages.book)}
        </Link>
        <Link variant="button-secondary" href={`tel:${phone.replace(/\s+/g, '')}`}>
          {intl.formatMessage(newCustomerMessages.call, { phone })}
        </Link>
      </p>
      {session && (
        <p>
          <Button variant="ghost" onPress={() => void logout()}>
            {intl.formatMessage(newCustomerMessages.logout)}
          </Button>
        </p>
      )}
    </PageLayout>
  );
}
