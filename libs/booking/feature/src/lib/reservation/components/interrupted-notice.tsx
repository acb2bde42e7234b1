import type { Patient } from '@portal/shared/contracts';
import { useBrand } from '@portal/shared/data-access';
import { useIntl } from 'react-intl';
import { reservationMessages } from '../messages';
import styles from './reservation.module.css';

/**
 * 'Booking interrupted' (booking doc section 2): a person who is not creditworthy and not in
 * occupational healthcare may have outstanding invoices. Signed in, the billing contacts are
 * known; before signing in the visitor is sent to customer service.
 */
export function InterruptedNotice({ billingContact }: { billingContact: Patient['billingContact'] | null }) {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <section role="alert" className={styles['card']} aria-labelledby="booking-interrupted">
      <h2 id="booking-interrupted" className={styles['heading']}>
        {intl.formatMessage(reservationMessages.interrupted)}
      </h2>
      <p>
        {billingContact
          ? intl.formatMessage(reservationMessages.interruptedText, billingContact)
          : intl.formatMessage(reservationMessages.interruptedAnonymousText, { phone: brand.customerServicePhone })}
      </p>
    </section>
  );
}
