import type { MfaResultType, MfaStatus } from '@portal/shared/contracts';
import { compactPhoneNumber, isValidMfaPhoneNumber } from '@portal/shared/contracts';

/**
 * The SMS-login onboarding box of the front page (account doc section 4): phone entry, then the
 * four-digit code, then enabled, after which the box fades out; too many attempts hide it.
 */
export type OnboardingState =
  /** `isSending`: the code is being requested for `phoneNumber` (the confirm button is pending). */
  | { step: 'phone'; phoneNumber: string; isSending: boolean; cameBack: boolean }
  /**
   * `sentTo`: the number the code went to. `isChecking` while the code is checked (the boxes are
   * disabled); `failures` counts the checks that did not pass, each of which returns focus to the
   * last box. `cameFromPhone`: the patient asked for the code here, so focus moves to the boxes.
   */
  | { step: 'code'; sentTo: string; isChecking: boolean; failures: number; cameFromPhone: boolean }
  /** The factor is on: the box fades out (at once with reduced motion). */
  | { step: 'enabled' }
  | { step: 'hidden' };

export type OnboardingEvent =
  | { type: 'phone-changed'; phoneNumber: string }
  | { type: 'send' }
  | { type: 'code-sent' }
  | { type: 'send-failed' }
  | { type: 'change-number' }
  | { type: 'check' }
  | { type: 'answered'; result: MfaResultType }
  | { type: 'check-failed' }
  | { type: 'too-many-attempts' }
  | { type: 'faded-out' }
  /** The person closed the box: gone at once, and remembered on the server. */
  | { type: 'dismissed' };

/** Where the box starts from `GET /api/mfa`; null when it is not shown at all. */
export function initialOnboarding(status: MfaStatus): OnboardingState | null {
  // Closed by the person before (decision 0050): not offered again.
  if ('onboardingDismissed' in status && status.onboardingDismissed) return null;
  switch (status.type) {
    case 'user-has-no-verified-mfa-device':
      return { step: 'phone', phoneNumber: '', isSending: false, cameBack: false };
    case 'user-wants-to-enable-mfa':
      // A code was sent already (from my information, or an earlier visit): straight to it.
      return { step: 'code', sentTo: status.phoneNumber, isChecking: false, failures: 0, cameFromPhone: false };
    default:
      return null;
  }
}

export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'dismissed':
      return state.step === 'phone' || state.step === 'code' ? { step: 'hidden' } : state;
    case 'phone-changed':
      return state.step === 'phone' && !state.isSending ? { ...state, phoneNumber: event.phoneNumber } : state;
    case 'send':
      return state.step === 'phone' && !state.isSending && isValidMfaPhoneNumber(state.phoneNumber)
        ? { ...state, isSending: true }
        : state;
    case 'code-sent':
      return state.step === 'phone' && state.isSending
        ? { step: 'code', sentTo: compactPhoneNumber(state.phoneNumber), isChecking: false, failures: 0, cameFromPhone: true }
        : state;
    case 'send-failed':
      return state.step === 'phone' && state.isSending ? { ...state, isSending: false } : state;
    case 'change-number':
      return state.step === 'code' && !state.isChecking
        ? { step: 'phone', phoneNumber: state.sentTo, isSending: false, cameBack: true }
        : state;
    case 'check':
      return state.step === 'code' && !state.isChecking ? { ...state, isChecking: true } : state;
    case 'answered':
      if (state.step !== 'code' || !state.isChecking) return state;
      if (event.result === 'mfa-ok') return { step: 'enabled' };
      if (event.result === 'too-many-mfa-attempts') return { step: 'hidden' };
      return { ...state, isChecking: false, failures: state.failures + 1 };
    case 'check-failed':
      return state.step === 'code' && state.isChecking ? { ...state, isChecking: false, failures: state.failures + 1 } : state;
    case 'too-many-attempts':
      return state.step === 'phone' || state.step === 'code' ? { step: 'hidden' } : state;
    case 'faded-out':
      return state.step === 'enabled' ? { step: 'hidden' } : state;
  }
}
