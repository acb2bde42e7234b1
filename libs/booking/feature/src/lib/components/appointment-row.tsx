import type { BookableAppointment, CustomerType } from '@portal/booking/contracts';
import type { Lang } from '@portal/shared/i18n';
import { Anchor, Avatar, Link, PlainList } from '@portal/shared/ui';
import { formatEuros, formatTime, outsidePageLinks } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import { shownPrice } from '../price';
import styles from './appointment-list.module.css';

export interface AppointmentRowProps {
  appointment: BookableAppointment;
  customerType: CustomerType;
  lang: Lang;
  /** Where the reservation page of this time is. */
  reservationHref: string;
  showPriceDetails: boolean;
}

/** One bookable time of the list (booking doc sections 2 and 6). */
export function AppointmentRow({
  appointment,
  customerType,
  lang,
  reservationHref,
  showPriceDetails,
}: AppointmentRowProps) {
  const intl = useIntl();
  const { practitioner, clinic } = appointment;
  const time = formatTime(appointment.startDate);
  const price = shownPrice(appointment, customerType, showPriceDetails);
  const specialty = appointment.specialtyData.specialties.map((s) => s.cmsContent.title).join(', ');
  return (
    <li className={styles['row']}>
      <Anchor
        href={reservationHref}
        className={styles['time']}
        aria-label={intl.formatMessage(listMessages.reserve, { time, practitioner: practitioner.name })}
      >
        {time}
      </Anchor>
      <div className={styles['details']}>
        <p className={styles['practitioner']}>
          {!practitioner.isResource && (
            <Avatar name={practitioner.name} src={practitioner.profileImage ?? undefined} size="small" isDecorative className={styles['avatar']} />
          )}
          {practitioner.isResource ? (
            practitioner.name
          ) : (
            <Link
              href={outsidePageLinks.practitionerProfile(practitioner.id, lang)}
              aria-label={intl.formatMessage(listMessages.practitionerProfile, { name: practitioner.name })}
            >
              {practitioner.name}
            </Link>
          )}
          {practitioner.title && <span className={styles['title']}>{practitioner.title}</span>}
        </p>
        <p className={styles['muted']}>{[appointment.kind.cmsContent.title, specialty].filter(Boolean).join(' · ')}</p>
        <p className={styles['muted']}>
          {clinic.name}
          {appointment.isRemote && <span className={styles['remote']}>{intl.formatMessage(listMessages.remote)}</span>}
        </p>
      </div>
      {price && (
        <div className={styles['price']}>
          <p>
            {intl.formatMessage(price.showFromPrefix ? listMessages.priceFrom : listMessages.fixedPrice, {
              price: formatEuros(price.cents, lang),
            })}
          </p>
          {price.additionalFees.map((fee) => (
            <p key={fee.code} className={styles['muted']}>
              {intl.formatMessage(listMessages.additionalFee, { name: fee.name, price: formatEuros(fee.cents, lang) })}
            </p>
          ))}
          {price.details.length > 0 && (
            <details>
              <summary>{intl.formatMessage(listMessages.priceDetails)}</summary>
              <PlainList>
                {price.details.map((item) => (
                  <li key={item.name}>
                    {intl.formatMessage(listMessages.priceDetail, { name: item.name, price: formatEuros(item.cents, lang) })}
                  </li>
                ))}
              </PlainList>
            </details>
          )}
        </div>
      )}
    </li>
  );
}
