import { useIntl } from 'react-intl';
import { checkInMessages, detailMessages } from '../messages';
import styles from './appointment.module.css';

/** The outcomes of a check-in that the patient is told about (account doc section 8). */
export type CheckInOutcome =
  | { kind: 'success'; roomLocation: string | null }
  | { kind: 'already-checked-in' }
  | { kind: 'too-early' }
  | { kind: 'failed' };

export function CheckInMessage({ outcome }: { outcome: CheckInOutcome }) {
  const intl = useIntl();
  if (outcome.kind === 'success') {
    return (
      <div role="status" className={[styles['message'], styles['success']].join(' ')}>
        <p>{intl.formatMessage(checkInMessages.success)}</p>
        <p>
          {outcome.roomLocation !== null
            ? `${intl.formatMessage(detailMessages.room)}: ${outcome.roomLocation}`
            : intl.formatMessage(detailMessages.seeReception)}
        </p>
      </div>
    );
  }
  const text = {
    'already-checked-in': checkInMessages.alreadyCheckedIn,
    'too-early': checkInMessages.tooEarly,
    failed: checkInMessages.failed,
  }[outcome.kind];
  return (
    <p role="alert" className={[styles['message'], styles['error']].join(' ')}>
      {intl.formatMessage(text)}
    </p>
  );
}
