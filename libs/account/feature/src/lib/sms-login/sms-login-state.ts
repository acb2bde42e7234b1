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
  | {
      status: 'ready';
      mfa: MfaStatus;
      busy: SmsLoginBusy | null;
      failures: number;
      /**
       * The number the patient typed because none is on record (`phone-needed`): asked for while
       * the factor is off, and where a new code goes while one is awaited.
       */
      typedPhone: string | null;
    };

export type SmsLoginEvent =
  | { type: 'loaded'; mfa: MfaStatus }
  /** Turning the factor on found no phone number on record: the setting asks for one. */
  | { type: 'phone-needed' }
  | { type: 'phone-typed'; phoneNumber: string }
  /** A code went to the typed number: it is awaited. */
  | { type: 'code-sent-to-typed'; phoneNumber: string }
  | { type: 'load-failed' }
  | { type: 'retry' }
  | { type: 'start'; busy: SmsLoginBusy }
  /** A call failed or a code was wrong: the setting is usable again. */
  | { type: 'stopped'; wrongCode?: boolean };

export const initialSmsLogin: SmsLoginState = { status: 'loading' };

export function smsLoginReducer(state: SmsLoginState, event: SmsLoginEvent): SmsLoginState {
  switch (event.type) {
    case 'loaded':
      // A number typed earlier is kept while its code is awaited, and forgotten after.
      return {
        status: 'ready',
        mfa: event.mfa,
        busy: null,
        failures: 0,
        typedPhone: event.mfa.type === 'user-wants-to-enable-mfa' && state.status === 'ready' ? state.typedPhone : null,
      };
    case 'phone-needed':
      return state.status === 'ready' ? { ...state, busy: null, typedPhone: state.typedPhone ?? '' } : state;
    case 'phone-typed':
      return state.status === 'ready' && state.typedPhone !== null ? { ...state, typedPhone: event.phoneNumber } : state;
    case 'code-sent-to-typed':
      return state.status === 'ready'
        ? { ...state, busy: null, failures: 0, mfa: { type: 'user-wants-to-enable-mfa', phoneNumber: event.phoneNumber } }
        : state;
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
