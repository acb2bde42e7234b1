import { DescriptionList, ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useImagingResultDay } from '../api/get-imaging-result-day';
import { BackLink } from '../components/back-links';
import { ImagingResultCard } from '../components/imaging-results';
import styles from '../components/lab-imaging.module.css';
import { PrintButton } from '../components/print-button';
import { ResultsNotFound } from '../components/results-not-found';
import { TemporarilyUnavailable } from '../components/temporarily-unavailable';
import { commonMessages, imagingMessages } from '../messages';
import { isCalendarDay } from '../rules/calendar-day';

function ImagingResult({ imagingDate }: { imagingDate: string }) {
  const intl = useIntl();
  const remote = useImagingResultDay(imagingDate);
  if (remote.status === 'not-found') return <ResultsNotFound backTo="imaging" />;
  return (
    <PageLayout title={intl.formatMessage(imagingMessages.title, { date: formatDate(imagingDate) })} before={<BackLink to="imaging" />}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(imagingMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && remote.data.status === 'temporary-api-error' && <TemporarilyUnavailable onRetry={remote.reload} />}
      {remote.status === 'ready' && remote.data.status === 'ok' && (
        <Stack gap={4}>
          <DescriptionList>
            <dt>{intl.formatMessage(commonMessages.patient)}</dt>
            <dd>{remote.data.data.patientName}</dd>
          </DescriptionList>
          <div className={styles['actions']}>
            <PrintButton />
          </div>
          {remote.data.data.results.map((result) => (
            <ImagingResultCard key={result.id} result={result} />
          ))}
        </Stack>
      )}
    </PageLayout>
  );
}

/** `/{lang}/{imaging}/{imagingDate}`: the patient's imaging results of one day (booking doc section 2). */
export function ImagingResultPage() {
  const imagingDate = useParams()['imagingDate'];
  return isCalendarDay(imagingDate) ? <ImagingResult imagingDate={imagingDate} /> : <ResultsNotFound backTo="imaging" />;
}
