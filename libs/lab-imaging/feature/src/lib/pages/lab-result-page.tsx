import type { LabResultDay } from '@portal/lab-imaging/contracts';
import { DescriptionList, ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useLabResultDay } from '../api/get-lab-result-day';
import { BackLink } from '../components/back-links';
import styles from '../components/lab-imaging.module.css';
import { LabTestList } from '../components/lab-tests';
import { PrintButton } from '../components/print-button';
import { ReadinessBadge } from '../components/readiness-badge';
import { ResultsNotFound } from '../components/results-not-found';
import { usePrintOpensDetails } from '../components/use-print-opens-details';
import { commonMessages, laboratoryMessages } from '../messages';
import { isCalendarDay } from '../rules/calendar-day';

/** The results of the day: whose, whether ready, the print action, the intro and every test. */
function LabResultDetails({ day }: { day: LabResultDay }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <DescriptionList>
        <dt>{intl.formatMessage(commonMessages.patient)}</dt>
        <dd>{day.patientName}</dd>
        <dt>{intl.formatMessage(laboratoryMessages.readinessLabel)}</dt>
        <dd>
          <ReadinessBadge readiness={day.readiness} />
        </dd>
      </DescriptionList>
      <div className={styles['actions']}>
        <PrintButton />
      </div>
      <p className={styles['paragraph']}>{intl.formatMessage(laboratoryMessages.intro)}</p>
      <LabTestList tests={day.tests} label={intl.formatMessage(laboratoryMessages.testsLabel)} />
    </Stack>
  );
}

function LabResult({ date }: { date: string }) {
  const intl = useIntl();
  const remote = useLabResultDay(date);
  const content = useRef<HTMLDivElement>(null);
  usePrintOpensDetails(content);
  if (remote.status === 'not-found') return <ResultsNotFound backTo="laboratory" />;
  return (
    <PageLayout title={intl.formatMessage(laboratoryMessages.title, { date: formatDate(date) })} before={<BackLink to="laboratory" />}>
      <div ref={content}>
        {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(laboratoryMessages.loading)} />}
        {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
        {remote.status === 'ready' && <LabResultDetails day={remote.data} />}
      </div>
    </PageLayout>
  );
}

/** `/{lang}/{laboratoryresult}/{date}`: the patient's laboratory results of one date (booking doc section 2). */
export function LabResultPage() {
  const date = useParams()['date'];
  return isCalendarDay(date) ? <LabResult date={date} /> : <ResultsNotFound backTo="laboratory" />;
}
