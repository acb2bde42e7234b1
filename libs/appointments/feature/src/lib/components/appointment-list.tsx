import type { PatientAppointment } from '@portal/appointments/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, Link, PlainList } from '@portal/shared/ui';
import { formatDate, formatTime, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { detailMessages, listMessages } from '../messages';
import styles from './appointment.module.css';

/** The upcoming appointments, each linking to its own page. */
export function AppointmentList({ appointments }: { appointments: readonly PatientAppointment[] }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PlainList gap={4} aria-label={intl.formatMessage(listMessages.listLabel)}>
      {appointments.map((appointment) => (
        <Card key={appointment.id} as="li">
          <Link href={pagePaths.appointments.appointment(lang, [appointment.id])}>{appointment.kind.cmsContent.title}</Link>
          <span>
            {intl.formatMessage(detailMessages.dateTime, {
              date: formatDate(appointment.startDate),
              time: formatTime(appointment.startDate),
            })}
          </span>
          <span className={styles['note']}>
            {[appointment.practitioner.name, appointment.clinic.cmsContent.name || appointment.clinic.name].join(', ')}
          </span>
        </Card>
      ))}
    </PlainList>
  );
}
