import { Button, PlaceholderRows, Stack } from '@portal/shared/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { trendMessages } from '../messages';
import styles from './lab-imaging.module.css';

// The chart and its data are a chunk of their own, loaded when the patient asks for them.
const LabTrendPanel = lazy(() => import('../trend/lab-trend-panel').then((m) => ({ default: m.LabTrendPanel })));

/** 'Show earlier results': the test's trend under the button, loaded on the first press. */
export function TrendToggle({ code, currentId }: { code: string; currentId: number }) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack gap={3}>
      <div className={styles['noPrint']}>
        <Button variant="secondary" size="small" aria-expanded={isOpen} aria-controls={panelId} onPress={() => setOpen((open) => !open)}>
          {intl.formatMessage(isOpen ? trendMessages.hide : trendMessages.show)}
        </Button>
      </div>
      <div id={panelId}>
        {isOpen && (
          <Suspense fallback={<PlaceholderRows count={2} label={intl.formatMessage(trendMessages.loading)} />}>
            <LabTrendPanel code={code} currentId={currentId} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
