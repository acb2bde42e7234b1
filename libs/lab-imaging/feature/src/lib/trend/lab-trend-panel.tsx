import { Button, Notice, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useLabTrend } from '../api/get-lab-trend';
import styles from '../components/lab-imaging.module.css';
import { commonMessages, trendMessages } from '../messages';
import { TrendChart } from './trend-chart';

export interface LabTrendPanelProps {
  code: string;
  /** The result the page shows. */
  currentId: number;
}

/** The trend beside a numeric result: the patient's results of the same test, loaded on demand. */
export function LabTrendPanel({ code, currentId }: LabTrendPanelProps) {
  const intl = useIntl();
  const remote = useLabTrend(code);
  if (remote.status === 'loading') return <PlaceholderRows count={2} label={intl.formatMessage(trendMessages.loading)} />;
  if (remote.status === 'ready') return <TrendChart trend={remote.data} currentId={currentId} />;
  // Not found cannot happen for a result the page shows; either way the rest of the page stays as it is.
  return (
    <Notice tone="error" role="alert" as="div" className={styles['noticeStack']}>
      <p className={styles['paragraph']}>{intl.formatMessage(trendMessages.failed)}</p>
      {remote.status === 'error' && (
        <div>
          <Button variant="secondary" size="small" onPress={remote.retry}>
            {intl.formatMessage(commonMessages.tryAgain)}
          </Button>
        </div>
      )}
    </Notice>
  );
}
