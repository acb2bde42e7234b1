import { browserLocation, useSession, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { useToasts } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { expiredSessionRedirect } from './access-rules';
import { sessionExpiryMessages } from './messages';
import { nextSessionExpiryEvent } from './session-expiry';

/**
 * Account doc sections 4 and 9: toasts 90 and 30 seconds before the signed-in session expires,
 * then the expired-session page as a new document (nothing of the patient stays in memory, and
 * the server's answer there says the session ran out). The timers re-arm whenever the session's
 * `sessionExpires` moves, which every API call does. Timers of a hidden tab are throttled and a
 * sleeping computer stops them, so the next step is worked out again on each return to the tab.
 * Each warning offers to continue the session: asking for the session again is activity that
 * moves the idle timeout, when the server still allows it (not past the absolute limit); the new
 * expiry then re-arms the timers and takes the warning away.
 */
export function useSessionExpiry(): void {
  const expires = useSession()?.sessionExpires;
  const { refresh } = useSessionInfo();
  const lang = useLang();
  const intl = useIntl();
  const toasts = useToasts();
  const location = useLocation();
  // The address at expiry, without re-arming the timers on every navigation.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    if (expires === undefined) return;
    const expiresAt = Date.parse(expires);
    let warnedLead: number | null = null;
    let warningKey: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;

    const closeWarning = () => {
      if (warningKey !== undefined) toasts.close(warningKey);
      warningKey = undefined;
    };

    const step = (): void => {
      clearTimeout(timer);
      if (gone) return;
      const event = nextSessionExpiryEvent(expiresAt, Date.now(), warnedLead);
      if (event.delayMs > 0) {
        timer = setTimeout(step, event.delayMs);
        return;
      }
      if (event.kind === 'expire') {
        gone = true;
        closeWarning();
        browserLocation.assign(expiredSessionRedirect(lang, here.current.pathname, here.current.search));
        return;
      }
      if (event.kind === 'warning') {
        // One warning at a time: the earlier one's seconds are no longer true.
        closeWarning();
        warnedLead = event.lead;
        warningKey = toasts.add(
          {
            tone: 'info',
            title: intl.formatMessage(sessionExpiryMessages.warningTitle),
            description: intl.formatMessage(sessionExpiryMessages.warningText, { seconds: event.secondsLeft }),
            action: {
              label: intl.formatMessage(sessionExpiryMessages.continueSession),
              // A failed ask leaves the warning up: the session still ends when the server says.
              onAction: () => void refresh().catch(() => undefined),
            },
          },
          // It stays until the next warning or the expiry replaces it, or the session moves on.
          { timeout: null },
        );
      }
      step();
    };

    step();
    document.addEventListener('visibilitychange', step);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', step);
      // A moved expiry makes the warning untrue.
      closeWarning();
    };
  }, [expires, lang, intl, toasts, refresh]);
}
