import type { MfaResultType } from '@portal/shared/contracts';

/** Why the code boxes ask again: a wrong code, or a check that could not be made. */
export type CodeError = 'wrong-code' | 'failed';

/**
 * The SMS authentication page (account doc section 4: "a correct code goes to the next path; too
 * many retries logs the user out"). `attempts` counts the checks that ended without a sign-in;
 * each returns focus to the last box.
 */
export type AuthenticationState =
  | { status: 'entering'; error: CodeError | null; attempts: number }
  | { status: 'checking'; attempts: number }
  /** The code was right: the session is read again, then the page goes on to `next`. */
  | { status: 'renewed' }
  /** Too many wrong codes: the API ended the session. */
  | { status: 'logged-out' };

export type AuthenticationEvent =
  | { type: 'submit' }
  | { type: 'answered'; result: MfaResultType }
  | { type: 'check-failed' };

export const initialAuthentication: AuthenticationState = { status: 'entering', error: null, attempts: 0 };

export function authenticationReducer(state: AuthenticationState, event: AuthenticationEvent): AuthenticationState {
  switch (event.type) {
    case 'submit':
      return state.status === 'entering' ? { status: 'checking', attempts: state.attempts } : state;
    case 'answered':
      if (state.status !== 'checking') return state;
      if (event.result === 'mfa-ok') return { status: 'renewed' };
      if (event.result === 'too-many-mfa-attempts') return { status: 'logged-out' };
      return { status: 'entering', error: 'wrong-code', attempts: state.attempts + 1 };
    case 'check-failed':
      return state.status === 'checking' ? { status: 'entering', error: 'failed', attempts: state.attempts + 1 } : state;
  }
}
