import { useIntl } from 'react-intl';
import { laboratoryMessages } from '../messages';
import styles from './lab-imaging.module.css';

/** Ready (green) or pending (blue): the colour and the word. */
export function ReadinessBadge({ readiness }: { readiness: 'ready' | 'pending' }) {
  const intl = useIntl();
  return (
    <span className={[styles['badge'], styles[readiness]].join(' ')}>
      {intl.formatMessage(readiness === 'ready' ? laboratoryMessages.ready : laboratoryMessages.pending)}
    </span>
  );
}
