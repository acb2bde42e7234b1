import type { RegistrationRequest } from '@portal/booking/contracts';
import { useApiClient, useErrorReporter, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { pagePaths, safeReturnPath } from '@portal/shared/util';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePatient } from '../reservation/api/get-patient';
import { registrationMessages } from '../reservation/messages';
import { register } from './api/register';
import { RegistrationForm } from './registration-form';

/** `/{lang}/registration` and `/{lang}/hpa/register?next=`: registering, then on to `next`. */
export function RegistrationPage() {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const { refresh } = useSessionInfo();
  const [query] = useSearchParams();
  const patient = usePatient();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'failed'>('idle');
  const nextPath = safeReturnPath(query.get('next'), pagePaths.home.front(lang));

  const submit = async (values: RegistrationRequest) => {
    setStatus('submitting');
    try {
      await register(api, values);
    } catch (error) {
      reporter.report(error, { process: 'registration' });
      setStatus('failed');
      return;
    }
    // The session tells the menu and the route guards that the person is now registered.
    await refresh().catch((error: unknown) => reporter.report(error, { process: 'registration' }));
    await navigate(nextPath);
  };

  // A patient already (a guardian who signed in for a child on record, say, after the anonymous
  // reservation asked for registration): nothing to register, so straight on to where they were going.
  if (patient.status === 'ready' && patient.data.isRegistered && status === 'idle') return <Navigate to={nextPath} replace />;

  const title =
    patient.status === 'ready' && patient.data.isChild ? registrationMessages.childTitle : registrationMessages.title;
  return (
    <PageLayout title={intl.formatMessage(title)} intro={intl.formatMessage(registrationMessages.intro)}>
      {patient.status === 'ready' ? (
        <RegistrationForm
          patient={patient.data}
          submitting={status === 'submitting'}
          failed={status === 'failed'}
          onSubmit={(values) => void submit(values)}
        />
      ) : patient.status === 'loading' ? (
        <PlaceholderRows count={5} label={intl.formatMessage(registrationMessages.loading)} />
      ) : (
        <ErrorView onRetry={patient.status === 'error' ? patient.retry : undefined} />
      )}
    </PageLayout>
  );
}
