import type { MfaResultType, MfaStatus } from '@portal/shared/contracts';
import { compactPhoneNumber, isValidMfaPhoneNumber } from '@portal/shared/contracts';
import {
  answerOnboardingCode,
  getMfaStatus,
  hasFeature,
  isApiError,
  postMfaAction,
  sendOnboardingCode,
  useApiClient,
  useErrorReporter,
  useSession,
  useSessionInfo,
} from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import type { CodeInputHandle } from '@portal/shared/ui';
import { ErrorView, PlaceholderRows, useToasts } from '@portal/shared/ui';
import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { smsLoginMessages as messages } from './messages';
import { SmsLoginPanel } from './sms-login-panel';
import type { SmsLoginBusy } from './sms-login-state';
import { initialSmsLogin, smsLoginReducer } from './sms-login-state';
import styles from './sms-login-setting.module.css';

export interface SmsLoginSettingProps {
  /** The level of the setting's heading on the page that holds it. */
  headingLevel?: 2 | 3;
}

/**
 * The SMS second factor in my information (account doc sections 2 and 4), self-contained: reads
 * `GET /api/mfa`, turns the factor on (a code is sent at once and entered here) and off with
 * `POST /api/mfa`. Nothing shows when the `mfa` feature is off, the environment has the factor
 * disabled, or a guardian acts for a child (the factor is the signed-in person's own).
 */
export function SmsLoginSetting({ headingLevel = 2 }: SmsLoginSettingProps) {
  const session = useSession();
  const { user } = useSessionInfo();
  if (!hasFeature(session, 'mfa') || !user || user.actingFor) return null;
  return <SmsLoginSettingSection headingLevel={headingLevel} />;
}

type FocusTarget = 'heading' | 'first-box' | 'last-box' | 'phone';

/** The API's answer to turning the factor on without a phone number on record. */
function isNoPhoneOnRecord(error: unknown): boolean {
  return isApiError(error) && error.kind === 'validation' && error.details.some((detail) => detail.path === 'phoneNumber');
}

function SmsLoginSettingSection({ headingLevel }: Required<SmsLoginSettingProps>) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const toasts = useToasts();
  const [state, dispatch] = useReducer(smsLoginReducer, initialSmsLogin);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const phoneForm = useRef<HTMLFormElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const call = useRef<AbortController | null>(null);
  const focusAfter = useRef<FocusTarget | null>(null);

  const nextSignal = (): AbortSignal => {
    call.current?.abort();
    call.current = new AbortController();
    return call.current.signal;
  };

  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        dispatch({ type: 'loaded', mfa: await getMfaStatus(api, signal) });
      } catch (error) {
        if (signal.aborted) return;
        reporter.report(error, { process: 'mfa-status' });
        dispatch({ type: 'load-failed' });
      }
    },
    [api, reporter],
  );

  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading) return undefined;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [loading, load]);

  // Leaving the page cancels a call under way.
  useEffect(() => () => call.current?.abort(), []);

  // Focus goes where the patient continues once the control they used is gone or enabled again.
  useEffect(() => {
    const target = focusAfter.current;
    if (state.status !== 'ready' || state.busy !== null || target === null) return;
    focusAfter.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target === 'phone') phoneForm.current?.querySelector('input')?.focus();
    else codeInput.current?.focus(target === 'first-box' ? 'first' : 'last');
  });

  const failed = (error: unknown) => {
    reporter.report(error, { process: 'mfa-setting' });
    toasts.add({ tone: 'error', title: intl.formatMessage(messages.failedTitle), description: intl.formatMessage(messages.failedText) });
    dispatch({ type: 'stopped' });
  };

  /** Sends a code to the number the patient typed (none on record): the front page box's call. */
  const sendToTyped = async (busy: 'enable' | 'resend', typed: string) => {
    if (!isValidMfaPhoneNumber(typed)) return;
    dispatch({ type: 'start', busy });
    const signal = nextSignal();
    const phoneNumber = compactPhoneNumber(typed);
    try {
      const answer = await sendOnboardingCode(api, { phoneNumber, lang }, signal);
      if (answer.type === 'too-many-mfa-attempts') {
        focusAfter.current = 'heading';
        dispatch({ type: 'loaded', mfa: { type: 'too-many-onboarding-attempts', nextAttempt: answer.nextAttempt } });
        return;
      }
    } catch (error) {
      if (!signal.aborted) failed(error);
      return;
    }
    focusAfter.current = 'first-box';
    if (busy === 'resend') toasts.add({ tone: 'info', title: intl.formatMessage(messages.newCodeSent, { phoneNumber }) });
    dispatch({ type: 'code-sent-to-typed', phoneNumber });
  };

  const act = async (busy: Exclude<SmsLoginBusy, 'check'>) => {
    if (state.status !== 'ready' || state.busy !== null) return;
    if (busy === 'resend' && state.typedPhone !== null) return sendToTyped('resend', state.typedPhone);
    dispatch({ type: 'start', busy });
    const signal = nextSignal();
    let mfa: MfaStatus;
    try {
      mfa = await postMfaAction(api, busy === 'disable' ? 'disable' : 'enable', signal);
    } catch (error) {
      if (signal.aborted) return;
      if (busy === 'enable' && isNoPhoneOnRecord(error)) {
        focusAfter.current = 'phone';
        dispatch({ type: 'phone-needed' });
        return;
      }
      failed(error);
      return;
    }
    if (mfa.type === 'user-wants-to-enable-mfa') {
      focusAfter.current = 'first-box';
      if (busy === 'resend') toasts.add({ tone: 'info', title: intl.formatMessage(messages.newCodeSent, { phoneNumber: mfa.phoneNumber }) });
    } else {
      focusAfter.current = 'heading';
      if (busy === 'disable') toasts.add({ tone: 'success', title: intl.formatMessage(messages.disabled) });
    }
    dispatch({ type: 'loaded', mfa });
  };

  const check = async (code: string) => {
    if (state.status !== 'ready' || state.busy !== null) return;
    dispatch({ type: 'start', busy: 'check' });
    const signal = nextSignal();
    let result: MfaResultType;
    try {
      result = await answerOnboardingCode(api, code, signal);
    } catch (error) {
      if (signal.aborted) return;
      focusAfter.current = 'last-box';
      failed(error);
      return;
    }
    if (result === 'mfa-challenge-failed') {
      toasts.add({
        tone: 'error',
        title: intl.formatMessage(messages.challengeFailedTitle),
        description: intl.formatMessage(messages.challengeFailedText),
      });
      focusAfter.current = 'last-box';
      dispatch({ type: 'stopped', wrongCode: true });
      return;
    }
    if (result === 'mfa-ok') {
      toasts.add({ tone: 'success', title: intl.formatMessage(messages.enabled) });
    } else {
      toasts.add({ tone: 'error', title: intl.formatMessage(messages.tooManyTitle), description: intl.formatMessage(messages.tooManyText) });
    }
    // The status is read again: enabled with the verified number, or when it may be tried again.
    focusAfter.current = 'heading';
    await load(signal);
  };

  if (state.status === 'ready' && state.mfa.type === 'environment-has-mfa-disabled') return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles['section']}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={styles['heading']}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {state.status === 'loading' && <PlaceholderRows count={1} />}
      {state.status === 'failed' && <ErrorView headingLevel={3} onRetry={() => dispatch({ type: 'retry' })} />}
      {state.status === 'ready' && state.mfa.type !== 'environment-has-mfa-disabled' && (
        <SmsLoginPanel
          mfa={state.mfa}
          busy={state.busy}
          failures={state.failures}
          codeInputRef={codeInput}
          onEnable={() => void act('enable')}
          onResend={() => void act('resend')}
          onDisable={() => void act('disable')}
          onCode={(code) => void check(code)}
          phoneFormRef={phoneForm}
          phone={
            state.typedPhone === null
              ? null
              : {
                  value: state.typedPhone,
                  onChange: (phoneNumber) => dispatch({ type: 'phone-typed', phoneNumber }),
                  onSubmit: () => void sendToTyped('enable', state.typedPhone ?? ''),
                }
          }
        />
      )}
    </section>
  );
}
