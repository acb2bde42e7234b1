import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import type { ReservationAppointment } from '@portal/booking/contracts';
import { Link, PageLayout, useFocusIfLost } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { reservationMessages } from '../messages';
import { AppointmentSummary } from './appointment-summary';

export interface ReservationSuccessProps {
  appointment: ReservationAppointment;
  customerType: CustomerType;
  /** The signed-in appointment page, or the anonymous link view. */
  appointmentHref: string;
  /** The appointment's calendar file (appointments contracts' calendar paths). */
  calendarHref: string;
  /** Further actions under the link (cancel, where it is offered). */
  children?: ReactNode;
}

/** The confirmation view after a reservation (booking doc section 2, "Views"). */
export function ReservationSuccess({ appointment, customerType, appointmentHref, calendarHref, children }: ReservationSuccessProps) {
  const intl = useIntl();
  // It takes the place of the form, and the focus its Reserve button had.
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref);
  return (
    <div ref={ref} tabIndex={-1}>
      <PageLayout title={intl.formatMessage(reservationMessages.success)} intro={intl.formatMessage(reservationMessages.successText)}>
        <AppointmentSummary appointment={appointment} customerType={customerType} />
        <p>
          <Link variant="button" href={appointmentHref}>
            {intl.formatMessage(reservationMessages.viewAppointment)}
          </Link>
        </p>
        <p>
          <Link href={calendarHref} download>
            {intl.formatMessage(reservationMessages.addToCalendar)}
          </Link>
        </p>
        {children}
      </PageLayout>
    </div>
  );
}
