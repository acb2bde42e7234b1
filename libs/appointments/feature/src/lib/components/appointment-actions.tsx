import { CHECK_IN_OPENS_MINUTES } from '@portal/appointments/contracts';
import { Button, Link, Stack } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AppointmentControls } from '../state/appointment-actions';
import { cancelMessages, checkInMessages } from '../messages';
import styles from './appointment.module.css';

export interface AppointmentActionsProps {
  controls: AppointmentControls;
  /** The booking list to move the appointment from, shown with the cancel button (the same rule). */
  changeTimeHref?: string;
  onCancel: () => void;
  onCheckIn: () => void;
}

/**
 * The cancel and check-in buttons of an appointment, as appointmentControls decided, and the link
 * that changes its time where it may be cancelled.
 */
export function AppointmentActions({ controls, changeTimeHref, onCancel, onCheckIn }: AppointmentActionsProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const busy = controls.isCancelPending || controls.isCheckInPending;
  if (!controls.showCancel && controls.checkIn === 'none') return null;
  return (
    <Stack gap={4}>
      <div className={styles['actions']}>
        {controls.checkIn !== 'none' && (
          <Button
            onPress={onCheckIn}
            isPending={controls.isCheckInPending}
            isDisabled={controls.checkIn === 'disabled' || (busy && !controls.isCheckInPending)}
            aria-describedby={controls.checkIn === 'disabled' ? instructionsId : undefined}
          >
            {intl.formatMessage(checkInMessages.button)}
          </Button>
        )}
        {controls.showCancel && (
          <Button
            variant="secondary"
            onPress={onCancel}
            isPending={controls.isCancelPending}
            isDisabled={busy && !controls.isCancelPending}
          >
            {intl.formatMessage(cancelMessages.button)}
          </Button>
        )}
        {controls.showCancel && changeTimeHref !== undefined && !busy && (
          <Link variant="button-secondary" href={changeTimeHref}>
            {intl.formatMessage(cancelMessages.changeTime)}
          </Link>
        )}
      </div>
      {controls.checkIn === 'disabled' && (
        <p id={instructionsId} className={styles['note']}>
          {intl.formatMessage(checkInMessages.tooEarlyInstructions, { minutes: CHECK_IN_OPENS_MINUTES })}
        </p>
      )}
    </Stack>
  );
}
