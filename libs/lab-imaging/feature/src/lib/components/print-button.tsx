import { Button } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../messages';
import styles from './lab-imaging.module.css';

/** Opens the browser's print dialog; not printed itself. */
export function PrintButton() {
  const intl = useIntl();
  return (
    <Button variant="secondary" onPress={() => window.print()} className={styles['noPrint']}>
      <svg className={styles['markIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
        <path
          d="M5.5 7V2.5h9V7M5.5 14.5h-2a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v5.5a1 1 0 0 1-1 1h-2M5.5 11.5h9v6h-9z"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      {intl.formatMessage(commonMessages.print)}
    </Button>
  );
}
