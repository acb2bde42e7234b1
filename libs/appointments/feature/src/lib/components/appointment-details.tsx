import type { AnonymousAppointment, AppointmentLocationType } from '@portal/appointments/contracts';
import type { HealthCareType } from '@portal/shared/contracts';
import { useLang } from '@portal/shared/i18n';
import { Avatar, DescriptionList, Link, PlainList, Stack } from '@portal/shared/ui';
import { formatDate, formatEuros, formatTime } from '@portal/shared/util';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { priceView } from '../appointment-price';
import { detailMessages } from '../messages';
import styles from './appointment.module.css';

/** What both the signed-in page and the anonymous link show of an appointment. */
export type AppointmentDetailsData = Omit<AnonymousAppointment, 'isCancellable'>;

export interface AppointmentDetailsProps {
  appointment: AppointmentDetailsData;
  /** The session's; null for an anonymous visitor (section 6: price estimate for private and kela65). */
  healthCareType: HealthCareType | null;
  /** Where the patient goes once checked in: `location` null means 'see reception'. Null before check-in. */
  room: { location: string | null } | null;
  /** The price-details feature is on: the additional fees are listed. */
  showPriceDetails: boolean;
}

const locationTypeMessages: Record<AppointmentLocationType, MessageDescriptor> = {
  PhysicalLocation: detailMessages.physicalLocation,
  RemoteAppointment: detailMessages.remoteAppointment,
  PhoneAppointment: detailMessages.phoneAppointment,
  MeetingAppointment: detailMessages.meetingAppointment,
};

export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The place: a COVID test has a test site of its own, where the clinic's data says so. */
function placeOf({ clinic, isCovidTestAppointment }: AppointmentDetailsData) {
  const { cmsContent } = clinic;
  const postal = clinic.address ? `${clinic.address.postalCode} ${clinic.address.postOffice}` : null;
  const address = clinic.address ? `${clinic.address.street}, ${postal ?? ''}` : null;
  if (isCovidTestAppointment && cmsContent.covid19TestSiteName) {
    return { name: cmsContent.covid19TestSiteName, address: cmsContent.covid19TestSiteAddress, arrivalInfo: cmsContent.covid19ArrivalInfo };
  }
  return { name: cmsContent.name || clinic.name, address, arrivalInfo: cmsContent.arrivalInfo };
}

/** The details of one appointment, every field of account doc section 3 that a patient sees. */
export function AppointmentDetails({ appointment, healthCareType, room, showPriceDetails }: AppointmentDetailsProps) {
  const intl = useIntl();
  const lang = useLang();
  const place = placeOf(appointment);
  const price = priceView(appointment, healthCareType, showPriceDetails);
  const specialty = appointment.specialtyData.specialties.find((s) => s.id === appointment.specialtyId);
  const { practitioner } = appointment;
  const euros = (cents: number) => formatEuros(cents, lang);

  return (
    <Stack gap={4}>
      {appointment.kind.cmsContent.description && <p>{appointment.kind.cmsContent.description}</p>}
      <DescriptionList>
        <dt>{intl.formatMessage(detailMessages.time)}</dt>
        <dd>
          {intl.formatMessage(detailMessages.dateTime, {
            date: formatDate(appointment.startDate),
            time: formatTime(appointment.startDate),
          })}
        </dd>
        <dt>{intl.formatMessage(detailMessages.duration)}</dt>
        <dd>{intl.formatMessage(detailMessages.durationValue, { minutes: appointment.durationMinutes })}</dd>
        <dt>{intl.formatMessage(detailMessages.locationType)}</dt>
        <dd>{intl.formatMessage(locationTypeMessages[appointment.locationType])}</dd>
        <dt>{intl.formatMessage(detailMessages.clinic)}</dt>
        <dd>
          <div>{place.name}</div>
          {place.address && (
            <>
              <div>{place.address}</div>
              <Link href={mapSearchUrl(place.address)} target="_blank">
                {intl.formatMessage(detailMessages.mapLink, { clinic: place.name })}
              </Link>
            </>
          )}
        </dd>
        {place.arrivalInfo && (
          <>
            <dt>{intl.formatMessage(detailMessages.arrivalInfo)}</dt>
            <dd>{place.arrivalInfo}</dd>
          </>
        )}
        <dt>{intl.formatMessage(detailMessages.practitioner)}</dt>
        <dd className={styles['practitioner']}>
          <Avatar
            name={practitioner.name}
            src={practitioner.cmsContent.profilePicture?.url}
            size="large"
            isDecorative
          />
          <span>
            <span>{practitioner.name}</span>
            {practitioner.title && (
              <>
                <br />
                <span className={styles['note']}>{practitioner.title}</span>
              </>
            )}
          </span>
        </dd>
        {specialty && (
          <>
            <dt>{intl.formatMessage(detailMessages.specialty)}</dt>
            <dd>{specialty.cmsContent.title || specialty.name}</dd>
          </>
        )}
        {price && (
          <>
            <dt>{intl.formatMessage(detailMessages.price)}</dt>
            <dd>
              {price.showFrom ? intl.formatMessage(detailMessages.priceFrom, { price: euros(price.cents) }) : euros(price.cents)}
              {price.fees.length > 0 && (
                <>
                  <div>{intl.formatMessage(detailMessages.additionalFees)}</div>
                  <PlainList>
                    {price.fees.map((fee) => (
                      <li key={fee.code}>
                        {fee.name} {euros(fee.cents)}
                      </li>
                    ))}
                  </PlainList>
                </>
              )}
              {price.showEstimate && <p className={styles['note']}>{intl.formatMessage(detailMessages.priceEstimate)}</p>}
            </dd>
          </>
        )}
        {room && (
          <>
            <dt>{intl.formatMessage(detailMessages.room)}</dt>
            <dd>{room.location ?? intl.formatMessage(detailMessages.seeReception)}</dd>
          </>
        )}
      </DescriptionList>
    </Stack>
  );
}
