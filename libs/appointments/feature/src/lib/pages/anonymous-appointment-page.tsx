import { pagePaths } from '@portal/shared/util';
import type { AnonymousAppointment } from '@portal/appointments/contracts';
import { AnonymousAppointmentIdSchema, anonymousAppointmentCalendarPath } from '@portal/appointments/contracts';
import { useApiClient, useErrorReporter, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Card, ErrorView, Link, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import * as v from 'valibot';
import { anonymousCheckIn } from '../api/anonymous-check-in';
import { getAnonymousAppointment, useAnonymousAppointment } from '../api/get-anonymous-appointment';
import { anonymousLinkIdOf } from '../anonymous-link-id';
import { AnonymousCheckIn } from '../components/anonymous-check-in';
import { AppointmentDetails } from '../components/appointment-details';
import { anonymousMessages, cancelMessages, detailMessages, listMessages } from '../messages';
import { linkedPaths } from '../linked-paths';
import { anonymousCheckInReducer, initialAnonymousCheckIn } from '../state/anonymous-check-in';
import { isUpcoming } from '../upcoming';
import styles from '../components/appointment.module.css';

function NotFound() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(anonymousMessages.notFound)}>
      <p>{intl.formatMessage(anonymousMessages.notFoundText)}</p>
      <p className={styles['actions']}>
        <Link variant="button" href={pagePaths.booking.landing(lang)}>
          {intl.formatMessage(listMessages.bookNew)}
        </Link>
        <Link variant="button-secondary" href={pagePaths.signIn.login(lang)}>
          {intl.formatMessage(anonymousMessages.login)}
        </Link>
      </p>
    </PageLayout>
  );
}

function Cancelled() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(anonymousMessages.cancelled)}>
      <p>{intl.formatMessage(anonymousMessages.cancelledText)}</p>
      <p>
        <Link variant="button" href={pagePaths.booking.landing(lang)}>
          {intl.formatMessage(listMessages.bookNew)}
        </Link>
      </p>
    </PageLayout>
  );
}

function Appointment({ linkId, loaded }: { linkId: string; loaded: AnonymousAppointment }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  // Without a session the features still come with the session's answer.
  const showPriceDetails = useSessionInfo().response.features.includes('price-details');
  const [state, dispatch] = useReducer(anonymousCheckInReducer, initialAnonymousCheckIn);
  // The appointment as loaded again after checking in, so the page shows it checked in.
  const [refreshed, setRefreshed] = useState<AnonymousAppointment | null>(null);
  const appointment = refreshed ?? loaded;

  const reload = async () => {
    try {
      setRefreshed(await getAnonymousAppointment(api, linkId, lang));
    } catch (error) {
      // The check-in itself succeeded; the answer's room is enough to carry on.
      reporter.report(error, { process: 'anonymous-check-in' });
    }
    dispatch({ type: 'appointment-reloaded' });
  };

  const submit = async (ssnEndPart: string) => {
    dispatch({ type: 'code-entered' });
    const outcome = await anonymousCheckIn(api, linkId, ssnEndPart);
    switch (outcome.kind) {
      case 'result':
        dispatch({ type: 'answered', result: outcome.result });
        if (outcome.result.type === 'success') await reload();
        return;
      case 'too-many-attempts':
        dispatch({ type: 'too-many-attempts' });
        return;
      case 'network-error':
        dispatch({ type: 'network-error' });
        return;
      case 'failure':
        reporter.report(outcome.error, { process: 'anonymous-check-in' });
        dispatch({ type: 'failed' });
    }
  };

  const checkedIn = state.status === 'check-in-success' || appointment.selfCheckInStatus === 'checkedIn';
  const room = state.status === 'check-in-success' ? { location: state.roomLocation } : appointment.room;

  return (
    <PageLayout title={intl.formatMessage(anonymousMessages.title)}>
      <Card as="article" title={appointment.kind.cmsContent.title} titleId="anonymous-appointment-kind">
        <AppointmentDetails appointment={appointment} healthCareType={null} room={room} showPriceDetails={showPriceDetails} />
        {isUpcoming(appointment) && (
          <p>
            <Link href={anonymousAppointmentCalendarPath(linkId, lang)} download>
              {intl.formatMessage(detailMessages.addToCalendar)}
            </Link>
          </p>
        )}
        <AnonymousCheckIn
          state={state}
          selfCheckInStatus={appointment.selfCheckInStatus}
          consentHref={linkedPaths.loginToConsent(lang, appointment.id)}
          signInHref={linkedPaths.loginToAppointment(lang, appointment.id)}
          onStart={() => dispatch({ type: 'start' })}
          onCode={(code) => void submit(code)}
          onBack={() => dispatch({ type: 'back' })}
        />
        {/* Only while cancelling is still possible: outside the cancellation window, not checked in. */}
        {appointment.isCancellable && !checkedIn && state.status === 'waiting-for-action' && (
          <p>
            <Link variant="button-secondary" href={linkedPaths.loginToAppointment(lang, appointment.id)}>
              {intl.formatMessage(cancelMessages.loginToCancel)}
            </Link>
          </p>
        )}
      </Card>
    </PageLayout>
  );
}

function Loaded({ linkId }: { linkId: string }) {
  const intl = useIntl();
  const remote = useAnonymousAppointment(linkId);
  if (remote.status === 'not-found') return <NotFound />;
  if (remote.status === 'ready') {
    return remote.data.isCancelled ? <Cancelled /> : <Appointment linkId={linkId} loaded={remote.data} />;
  }
  return (
    <PageLayout title={intl.formatMessage(anonymousMessages.title)}>
      {remote.status === 'loading' ? (
        <PlaceholderRows count={6} label={intl.formatMessage(detailMessages.loading)} />
      ) : (
        <ErrorView onRetry={remote.retry} />
      )}
    </PageLayout>
  );
}

/** `/{lang}/{appointment}/{id}`: an appointment opened from a link without signing in (account doc section 2). */
export function AnonymousAppointmentPage() {
  const linkId = anonymousLinkIdOf(useParams()['appointmentId'] ?? '');
  // An id of the wrong shape cannot be an appointment: no need to ask.
  return v.is(AnonymousAppointmentIdSchema, linkId) ? <Loaded linkId={linkId} /> : <NotFound />;
}
