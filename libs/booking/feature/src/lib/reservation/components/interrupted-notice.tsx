import type { Patient } from '@portal/shared/contracts';
import { useBrand } from '@portal/shared/data-access';
import { Card } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { reservationMessages } from '../messages';

/**
 * 'Booking interrupted' (booking doc section 2): a person who is not creditworthy and not in
 * occupational healthcare may have outstanding invoices. Shown only to the person signed in, whose
 * billing contacts are known; without them (null) it points to customer service. Credit status is
 * never shown before sign-in: the anonymous reservation leads to the sign-in instead.
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
