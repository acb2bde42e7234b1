import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import type { ReservationAppointment } from '@portal/booking/contracts';
import { hasFeature, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList } from '@portal/shared/ui';
import { formatDate, formatEuros, formatTime } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { shownPrice } from '../../price';
import { reservationMessages } from '../messages';

export interface AppointmentSummaryProps {
  appointment: ReservationAppointment;
  customerType: CustomerType;
}

/** The time being reserved: kind, date and time, clinic, practitioner and price. */
export function AppointmentSummary({ appointment, customerType }: AppointmentSummaryProps) {
  const intl = useIntl();
  const lang = useLang();
  const price = shownPrice(appointment, customerType, hasFeature(useSession(), 'price-details'));
  const amount = price ? formatEuros(price.cents, lang) : null;
  const { address } = appointment.clinic;
  const addressLine = address && !appointment.isRemote ? [address.street, `${address.postalCode} ${address.postOffice}`].join(', ') : null;
  const practitionerLine = [appointment.practitioner.name, appointment.practitioner.title].join(', ');
  const priceLines = price
    ? [...price.additionalFees, ...price.details].map((item) => [item.name, formatEuros(item.cents, lang)].join(' '))
    : [];
  return (
    <Card as="article" title={appointment.kind.cmsContent.title} titleId="reservation-kind">
      <DescriptionList>
        <dt>{intl.formatMessage(reservationMessages.time)}</dt>
        <dd>
          {intl.formatMessage(reservationMessages.dateTime, {
            date: formatDate(appointment.startDate),
            time: formatTime(appointment.startDate),
          })}
        </dd>
        <dt>{intl.formatMessage(reservationMessages.clinic)}</dt>
        <dd>
          {appointment.isRemote ? intl.formatMessage(reservationMessages.remote) : appointment.clinic.name}
          {addressLine && (
            <>
              <br />
              {addressLine}
            </>
          )}
        </dd>
        <dt>{intl.formatMessage(reservationMessages.practitioner)}</dt>
        <dd>{practitionerLine}</dd>
        {price && amount && (
          <>
            <dt>{intl.formatMessage(reservationMessages.price)}</dt>
            <dd>
              {price.showFromPrefix ? intl.formatMessage(reservationMessages.priceFrom, { price: amount }) : amount}
              {priceLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </dd>
          </>
        )}
      </DescriptionList>
      {appointment.kind.cmsContent.appointmentReservationInfo && <p>{appointment.kind.cmsContent.appointmentReservationInfo}</p>}
    </Card>
  );
}
