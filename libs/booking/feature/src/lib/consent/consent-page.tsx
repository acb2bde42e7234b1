import type { ConsentRequest } from '@portal/shared/contracts';
import { useApiClient, useBrand, useErrorReporter } from '@portal/shared/data-access';
import { pathIn, useLang } from '@portal/shared/i18n';
import { ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { safeReturnPath } from '@portal/shared/util';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { consentMessages, registrationMessages } from '../reservation/messages';
import { useConsent } from './api/get-consent';
import { saveConsent } from './api/save-consent';
import { ConsentForm } from './consent-form';

/** `/{lang}/data-processing?next=`: the patient data consent, then on to `next`. */
export function ConsentPage() {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const brand = useBrand();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const consent = useConsent();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'failed'>('idle');

  const submit = async (request: ConsentRequest) => {
    setStatus('submitting');
    try {
      await saveConsent(api, request, lang);
    } catch (error) {
      reporter.report(error, { process: 'consent' });
      // The button comes back so the patient can try again.
      setStatus('failed');
      return;
    }
    await navigate(safeReturnPath(query.get('next'), pathIn(lang, [])));
  };

  return (
    <PageLayout title={intl.formatMessage(consentMessages.title)} intro={intl.formatMessage(consentMessages.intro)}>
      {consent.status === 'ready' ? (
        <ConsentForm
          initial={consent.data.consent}
          asksOccupational={brand.brand === 'general'}
          policyRequired={consent.data.patientDataConsentFormUpdated === null}
          submitted={status === 'submitting'}
          failed={status === 'failed'}
          onSubmit={(request) => void submit(request)}
        />
      ) : consent.status === 'loading' ? (
        <PlaceholderRows count={5} label={intl.formatMessage(registrationMessages.loading)} />
      ) : (
        <ErrorView onRetry={consent.status === 'error' ? consent.retry : undefined} />
      )}
    </PageLayout>
  );
}
