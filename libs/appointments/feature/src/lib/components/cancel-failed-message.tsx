import { useIntl } from 'react-intl';
import { cancelMessages } from '../messages';
import styles from './appointment.module.css';

export interface CancelFailedMessageProps {
  /** The cancellation window when the appointment was too close to cancel; null for other failures. */
  deadlineHours: number | null;
  /** The brand's customer service number. */
  phone: string;
}

export function CancelFailedMessage({ deadlineHours, phone }: CancelFailedMessageProps) {
  const intl = useIntl();
  const reason = deadlineHours === null ? '' : intl.formatMessage(cancelMessages.deadlineReason, { hours: deadlineHours });
  return (
    <p role="alert" className={[styles['message'], styles['error']].join(' ')}>
      {intl.formatMessage(cancelMessages.failed, { reason, phone })}
    </p>
  );
}
