import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './placeholder-rows.module.css';

export interface PlaceholderRowsProps {
  /** Number of placeholder rows (default 3). */
  count?: number;
  /** Show a round avatar placeholder at the start of each row. */
  withAvatar?: boolean;
  /** What screen readers hear; 'Loading' by default. */
  label?: string;
  className?: string;
}

/**
 * Shimmering placeholder rows shown while a list loads. The rows are hidden from screen readers,
 * which hear one 'Loading' status instead.
 */
export function PlaceholderRows({ count = 3, withAvatar = false, label, className }: PlaceholderRowsProps) {
  const intl = useIntl();
  return (
    <div className={className} aria-busy="true">
      <VisuallyHidden role="status">{label ?? intl.formatMessage(messages.loading)}</VisuallyHidden>
      <div className={styles['root']} aria-hidden="true">
        {Array.from({ length: Math.max(0, count) }, (_, index) => (
          <div key={index} className={styles['row']}>
            {withAvatar && <div className={[styles['block'], styles['avatar']].join(' ')} />}
            <div className={styles['lines']}>
              <div className={[styles['block'], styles['lineLong']].join(' ')} />
              <div className={[styles['block'], styles['lineShort']].join(' ')} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
