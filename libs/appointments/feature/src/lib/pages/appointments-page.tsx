import { pagePaths } from '@portal/shared/util';
import { useLang, sectionTitles } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { usePatientAppointments } from '../api/get-patient-appointments';
import { AppointmentList } from '../components/appointment-list';
import { SearchRequestsSection } from '../components/search-requests-section';
import { listMessages } from '../messages';

/**
 * The patient's upcoming appointments (account doc section 2, appointments list), and the requests
 * from booking searches waiting for a time.
 */
export function AppointmentsPage() {
  const intl = useIntl();
  const lang = useLang();
  const remote = usePatientAppointments();
  const bookNew = (
    <Link variant="button" href={pagePaths.booking.landing(lang)}>
      {intl.formatMessage(listMessages.bookNew)}
    </Link>
  );

  return (
    <PageLayout
      title={intl.formatMessage(sectionTitles.appointments)}
      intro={
        remote.status === 'ready' ? (
          <p>{intl.formatMessage(listMessages.intro, { hours: remote.data.cancellationHours })}</p>
        ) : undefined
      }
    >
      {remote.status === 'loading' && <PlaceholderRows label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && (
        <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />
      )}
      {remote.status === 'ready' && (
        <>
          <p>{bookNew}</p>
          {remote.data.appointments.length > 0 ? (
            <AppointmentList appointments={remote.data.appointments} />
          ) : (
            <EmptyState title={intl.formatMessage(listMessages.empty)} />
          )}
        </>
      )}
      {/* Asked for alongside the appointments, whatever their state; shown once it has a request. */}
      <SearchRequestsSection />
    </PageLayout>
  );
}
