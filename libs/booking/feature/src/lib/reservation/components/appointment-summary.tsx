import type { BookingCustomerType as CustomerType } from '@portal/shared/util';
import type { ReservationAppointment } from '@portal/booking/contracts';
import { hasFeature, useSession } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Avatar, Card, DescriptionList } from '@portal/shared/ui';
import { formatDate, formatEuros, formatTime } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { shownPrice } from '../../price';
import { reservationMessages } from '../messages';
import styles from './reservation.module.css';

export interface AppointmentSummaryProps {
  appointment: ReservationAppointment;
  customerType: CustomerType;
}

/**
 * What to know before the time, from the catalogue (booking doc section 3): the kind's, the
 * specialty's and the practitioner's reservation info, in that order, each text once.
 */
export function reservationInfoOf(appointment: ReservationAppointment): string[] {
  const texts = [
    appointment.kind.cmsContent.appointmentReservationInfo,
    ...appointment.specialtyData.specialties.map((specialty) => specialty.cmsContent.appointmentReservationInfo),
    appointment.practitioner.cmsContent.appointmentReservationInfo,
  ];
  return [...new Set(texts.filter((text): text is string => text !== null && text.trim() !== ''))];
}

/** The time being reserved: kind, date and time, clinic, practitioner, price and what to know before it. */
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
        <dd className={styles['practitioner']}>
          {!appointment.practitioner.isResource && (
            <Avatar name={appointment.practitioner.name} src={appointment.practitioner.profileImage ?? undefined} isDecorative />
          )}
          <span>{practitionerLine}</span>
        </dd>
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
      {reservationInfoOf(appointment).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Card>
  );
}
