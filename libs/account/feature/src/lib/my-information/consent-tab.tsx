import { pagePaths } from '@portal/shared/util';
import type { ConsentRequest } from '@portal/shared/contracts';
import { saveConsent, useApiClient, useBrand, useConsent, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { ConsentForm, ErrorView, Notice, PlaceholderRows } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SaveStatus } from './contact-form';
import { consentMessages, pageMessages } from './messages';
import styles from './my-information.module.css';

export interface ConsentTabProps {
  saveLabel: string;
  /** Goes on to the saveAction's next path; false when the page stays (then a confirmation shows). */
  onSaved: () => boolean;
}

/** The permissions-and-agreements tab: the consent on record, then `POST /api/user/consent`. */
export function ConsentTab({ saveLabel, onSaved }: ConsentTabProps) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const brand = useBrand();
  const reporter = useErrorReporter();
  const headingId = useId();
  const consent = useConsent();
  const [status, setStatus] = useState<SaveStatus>('idle');

  const submit = async (request: ConsentRequest) => {
    setStatus('saving');
    try {
      await saveConsent(api, request, lang);
    } catch (error) {
      reporter.report(error, { process: 'consent' });
      setStatus('failed');
      return;
    }
    if (!onSaved()) setStatus('saved');
  };

  if (consent.status === 'loading') return <PlaceholderRows count={6} label={intl.formatMessage(pageMessages.loading)} />;
  if (consent.status !== 'ready') return <ErrorView onRetry={consent.status === 'error' ? consent.retry : undefined} />;
  if (!consent.data.isRegistered) return <Notice>{intl.formatMessage(consentMessages.notRegistered)}</Notice>;
  return (
    <div className={styles['section']}>
      <h2 id={headingId}>{intl.formatMessage(consentMessages.heading)}</h2>
      <ConsentForm
        aria-labelledby={headingId}
        initial={consent.data.consent}
        asksOccupational={brand.offersOccupationalHealth}
        // Once filled, the form needs no new acknowledgement; a save in this visit counts too.
        policyRequired={consent.data.patientDataConsentFormUpdated === null && status !== 'saved'}
        privacyPolicyHref={pagePaths.info.privacy(lang)}
        saveLabel={saveLabel}
        status={status}
        onSubmit={(request) => void submit(request)}
      />
    </div>
  );
}
