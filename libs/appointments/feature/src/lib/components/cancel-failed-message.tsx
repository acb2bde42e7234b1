import { Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { cancelMessages } from '../messages';

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
    <Notice tone="error" role="alert">
      {intl.formatMessage(cancelMessages.failed, { reason, phone })}
    </Notice>
  );
}
