import { useToasts } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { frontPageMessages } from './messages';

/** The hash the appointment page leads to after a cancellation. */
export const APPOINTMENT_CANCELLED_HASH = '#appointmentCancelled';

/** Account doc section 9: the confirmation after a cancellation stays 15 seconds. */
export const APPOINTMENT_CANCELLED_TOAST_MS = 15_000;

/**
 * After a cancellation the appointment page sends the patient to the front page with
 * `#appointmentCancelled`: the confirmation toast shows, and the hash leaves the address in place
 * (no reload, no new history entry), so a reload or a step back does not repeat it.
 */
export function useAppointmentCancelledToast(): void {
  const intl = useIntl();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // StrictMode runs effects twice; the ref keeps it to one toast.
  const shown = useRef(false);

  useEffect(() => {
    if (hash !== APPOINTMENT_CANCELLED_HASH || shown.current) return;
    shown.current = true;
    toasts.add(
      {
        tone: 'success',
        title: intl.formatMessage(frontPageMessages.appointmentCancelled),
        description: intl.formatMessage(frontPageMessages.appointmentCancelledText),
      },
      { timeout: APPOINTMENT_CANCELLED_TOAST_MS },
    );
    void navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, intl, toasts, navigate]);
}
