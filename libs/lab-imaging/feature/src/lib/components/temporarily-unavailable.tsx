import { Button, Notice } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import styles from './lab-imaging.module.css';

/** The spec's temporary-api-error state: 'This section is temporarily unavailable', and a way to try again. */
export function TemporarilyUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Notice as="section" tone="warning" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['subHeading']}>
        {intl.formatMessage(commonMessages.unavailable)}
      </h2>
      <p className={styles['paragraph']}>{intl.formatMessage(commonMessages.unavailableText)}</p>
      <div className={styles['actions']}>
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(commonMessages.tryAgain)}
        </Button>
      </div>
    </Notice>
  );
}
