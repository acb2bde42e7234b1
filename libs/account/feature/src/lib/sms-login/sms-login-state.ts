import type { MfaStatus } from '@portal/shared/contracts';

/** What the setting is doing: an action posted, a code checked (then the status read again). */
export type SmsLoginBusy = 'enable' | 'disable' | 'resend' | 'check';

/**
 * The SMS second factor in my information (account doc section 4): the status as the API last
 * told it, and what is under way. `failures` counts wrong codes; each returns focus to the last box.
 */
export type SmsLoginState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; mfa: MfaStatus; busy: SmsLoginBusy | null; failures: number };

export type SmsLoginEvent =
  | { type: 'loaded'; mfa: MfaStatus }
  | { type: 'load-failed' }
  | { type: 'retry' }
  | { type: 'start'; busy: SmsLoginBusy }
  /** A call failed or a code was wrong: the setting is usable again. */
  | { type: 'stopped'; wrongCode?: boolean };

export const initialSmsLogin: SmsLoginState = { status: 'loading' };

export function smsLoginReducer(state: SmsLoginState, event: SmsLoginEvent): SmsLoginState {
  switch (event.type) {
    case 'loaded':
      return { status: 'ready', mfa: event.mfa, busy: null, failures: 0 };
    case 'load-failed':
      return { status: 'failed' };
    case 'retry':
      return state.status === 'failed' ? { status: 'loading' } : state;
    case 'start':
      return state.status === 'ready' && state.busy === null ? { ...state, busy: event.busy } : state;
    case 'stopped':
      if (state.status !== 'ready' || state.busy === null) return state;
      return { ...state, busy: null, failures: event.wrongCode ? state.failures + 1 : state.failures };
  }
}
