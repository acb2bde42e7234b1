import { pagePaths } from '@portal/shared/util';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { ErrorView, Link, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from '../components/appointment-card';
import { detailMessages, listMessages } from '../messages';

const IDS = /^\d{1,10}(,\d{1,10}){0,19}$/;

/** The ids of the address, or null when it is not a list of numbers (then nothing can be found). */
export function parseAppointmentIds(param: string | undefined): number[] | null {
  if (!param || !IDS.test(param)) return null;
  return param.split(',').map(Number);
}

function NotFound() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(detailMessages.notFound)}>
      <p>{intl.formatMessage(detailMessages.notFoundText)}</p>
      <p>
        <Link variant="button" href={pagePaths.booking.landing(lang)}>
          {intl.formatMessage(listMessages.bookNew)}
        </Link>
      </p>
    </PageLayout>
  );
}

function Appointments({ ids }: { ids: readonly number[] }) {
  const intl = useIntl();
  const lang = useLang();
  const remote = useAppointments(ids);
  if (remote.status === 'not-found' || (remote.status === 'ready' && remote.data.appointments.length === 0)) {
    return <NotFound />;
  }
  // The section's name, as the list's: each appointment is headed by its kind below.
  return (
    <PageLayout
      title={intl.formatMessage(sectionTitles.appointments)}
      before={<Link href={pagePaths.appointments.list(lang)}>{intl.formatMessage(detailMessages.allAppointments)}</Link>}
    >
      {remote.status === 'loading' && <PlaceholderRows count={6} label={intl.formatMessage(detailMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && (
        <Stack gap={4}>
          {remote.data.appointments.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} />
          ))}
        </Stack>
      )}
    </PageLayout>
  );
}

/** `/{lang}/{appointments}/{ids}`: one or more of the patient's appointments (account doc section 2). */
export function AppointmentPage() {
  const ids = parseAppointmentIds(useParams()['ids']);
  return ids ? <Appointments ids={ids} /> : <NotFound />;
}
