import { ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useVisit } from '../api/get-visit';
import { PrintButton } from '../components/print-button';
import { AllVisitsLink } from '../components/visit-links';
import { VisitNotFound } from '../components/visit-not-found';
import { VisitReport } from '../components/visit-report';
import { visitMessages } from '../messages';
import styles from '../components/visits.module.css';

/** The ids the API takes: one to nine digits. */
const VISIT_ID = /^\d{1,9}$/;

function Visit({ visitId }: { visitId: number }) {
  const intl = useIntl();
  const remote = useVisit(visitId);
  // 404: not the patient's (or no such visit): a page of its own, not the retry view.
  if (remote.status === 'not-found') return <VisitNotFound />;
  const title =
    remote.status === 'ready'
      ? intl.formatMessage(visitMessages.title, { date: formatDate(remote.data.dateTime) })
      : intl.formatMessage(visitMessages.fallbackTitle);
  return (
    <PageLayout title={title} before={<AllVisitsLink />}>
      {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(visitMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && (
        <>
          <div className={styles['actions']}>
            <PrintButton />
          </div>
          <VisitReport report={remote.data} />
        </>
      )}
    </PageLayout>
  );
}

/** `/{lang}/{visits}/{id}`: one of the patient's visits and its medical report (booking doc section 2). */
export function VisitPage() {
  const param = useParams()['visitId'];
  return param !== undefined && VISIT_ID.test(param) ? <Visit visitId={Number(param)} /> : <VisitNotFound />;
}
