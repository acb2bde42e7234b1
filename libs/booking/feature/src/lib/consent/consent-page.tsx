import type { ConsentRequest } from '@portal/shared/contracts';
import { saveConsent, useApiClient, useBrand, useConsent, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import type { ConsentFormStatus } from '@portal/shared/ui';
import { ConsentForm, ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { pagePaths, safeReturnPath } from '@portal/shared/util';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { consentMessages, registrationMessages } from '../reservation/messages';

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
  // The page goes on to `next` after a save, so it never stays to show 'saved'.
  const [status, setStatus] = useState<ConsentFormStatus>('idle');

  const submit = async (request: ConsentRequest) => {
    setStatus('saving');
    try {
      await saveConsent(api, request, lang);
    } catch (error) {
      reporter.report(error, { process: 'consent' });
      // The button comes back so the patient can try again.
      setStatus('failed');
      return;
    }
    await navigate(safeReturnPath(query.get('next'), pagePaths.home.front(lang)));
  };

  return (
    <PageLayout title={intl.formatMessage(consentMessages.title)}>
      {consent.status === 'ready' ? (
        <ConsentForm
          initial={consent.data.consent}
          asksOccupational={brand.offersOccupationalHealth}
          policyRequired={consent.data.patientDataConsentFormUpdated === null}
            privacyPolicyHref={pagePaths.info.privacy(lang)}
          saveLabel={intl.formatMessage(consentMessages.save)}
          status={status}
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
