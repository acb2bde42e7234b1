import { Link, useToasts } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { transactionPathMessages } from './messages';

/** Account doc section 9: the front page's error toasts stay 20 seconds. */
export const LOGIN_ERROR_TOAST_MS = 20_000;

/** Information about the national authorisation service, for a refused mandate. */
export const AUTHORISATION_SERVICE_INFO_URL = 'https://www.suomi.fi/valtuudet';

/**
 * A failed sign-in lands on the transaction path with `?error=` (account doc section 8):
 * 'disallowed' when the authorisation service refused the mandate, anything else is reported as
 * unknown. The toast shows once: the parameter is then taken out of the address, so a reload or a
 * step back does not repeat it.
 */
export function useLoginErrorToast(): void {
  const intl = useIntl();
  const toasts = useToasts();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  // StrictMode runs effects twice; the ref keeps it to one toast.
  const shown = useRef(false);

  useEffect(() => {
    if (error === null || shown.current) return;
    shown.current = true;
    toasts.add(
      error === 'disallowed'
        ? {
            tone: 'error',
            title: intl.formatMessage(transactionPathMessages.disallowedTitle),
            description: (
              <Link href={AUTHORISATION_SERVICE_INFO_URL} target="_blank">
                {intl.formatMessage(transactionPathMessages.disallowedLink)}
              </Link>
            ),
          }
        : {
            tone: 'error',
            title: intl.formatMessage(transactionPathMessages.unknownTitle),
            description: intl.formatMessage(transactionPathMessages.unknownText),
          },
      { timeout: LOGIN_ERROR_TOAST_MS },
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, intl, toasts, setParams]);
}
