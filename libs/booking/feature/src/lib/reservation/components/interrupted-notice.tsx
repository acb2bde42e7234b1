import type { Patient } from '@portal/shared/contracts';
import { useBrand } from '@portal/shared/data-access';
import { Card } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { reservationMessages } from '../messages';

/**
 * 'Booking interrupted' (booking doc section 2): a person who is not creditworthy and not in
 * occupational healthcare may have outstanding invoices. Signed in, the billing contacts are
 * known; before signing in the visitor is sent to customer service.
 */
export function InterruptedNotice({ billingContact }: { billingContact: Patient['billingContact'] | null }) {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <Card role="alert" title={intl.formatMessage(reservationMessages.interrupted)} titleId="booking-interrupted">
      <p>
        {billingContact
          ? intl.formatMessage(reservationMessages.interruptedText, billingContact)
          : intl.formatMessage(reservationMessages.interruptedAnonymousText, { phone: brand.customerServicePhone })}
      </p>
    </Card>
  );
}
