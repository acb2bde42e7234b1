import { MfaStatusSchema } from '@portal/shared/contracts';
import { getMfaStatus, mfaStatusCall, takePrefetched, useApiClient, useRemote, useSessionInfo } from '@portal/shared/data-access';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { smsOnboardingApplies } from '../../api/front-page-calls';
import { smsOnboardingMessages as messages } from './messages';
import type { OnboardingState } from './onboarding-state';
import { initialOnboarding } from './onboarding-state';

/** How long the front page holds its sections for the box's texts before it shows them without it. */
export const TEXTS_WAIT_MS = 3000;

/**
 * Whether the SMS-login onboarding box is shown, first on the front page (account doc sections 2
 * and 4), and from which step: for a patient signed in for themself, when the `mfa` feature is on
 * and `GET /api/mfa` says there is no verified device yet (or a code awaits an answer); null
 * otherwise, also when the status cannot be had (reported). 'pending' until that is known and, for
 * a box that shows, until its texts are in: its messages are not in the first page's part of the
 * catalog (they would weigh on every first visit) but in the rest, which loads right after the first
 * page. The front page holds its sections while this is pending, so the box never pushes them down
 * once they are on the screen; should the texts not come within TEXTS_WAIT_MS, the sections go first.
 */
export function useSmsOnboarding(): OnboardingState | null | 'pending' {
  const { response } = useSessionInfo();
  const api = useApiClient();
  const intl = useIntl();
  const applies = smsOnboardingApplies(response);
  const status = useRemote(
    applies ? 'mfa' : 'mfa-not-asked',
    // The first load takes the status asked for ahead with the front page's data, when it waits.
    (signal) => (applies ? (takePrefetched(mfaStatusCall, MfaStatusSchema) ?? getMfaStatus(api, signal)) : Promise.resolve(null)),
    'mfa-status',
  );
  const initial = status.status === 'ready' && status.data !== null ? initialOnboarding(status.data) : null;
  const waitsForTexts = initial !== null && !(messages.title.id in intl.messages);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waitsForTexts) return;
    const timer = setTimeout(() => setGaveUp(true), TEXTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waitsForTexts]);
  if (status.status === 'loading') return 'pending';
  if (waitsForTexts) return gaveUp ? null : 'pending';
  return initial;
}
