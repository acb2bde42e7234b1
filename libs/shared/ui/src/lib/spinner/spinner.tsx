import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Accessible label; 'Loading' by default. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * An indeterminate progress indicator with an accessible label: a progressbar without a value.
 * A span, so that it fits inside a button, and plain markup, as it is on the first page's code.
 */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role="progressbar"
      aria-label={label ?? intl.formatMessage(messages.loading)}
      className={[styles['root'], styles[size], className].filter(Boolean).join(' ')}
    >
      <svg className={styles['svg']} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles['track']} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
