import { MFA_CODE_LENGTH, compactPhoneNumber, isValidMfaPhoneNumber } from '@portal/shared/contracts';
import { answerOnboardingCode, dismissOnboarding, sendOnboardingCode, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import type { CodeInputHandle } from '@portal/shared/ui';
import { Button, Card, CodeInput, PhoneNumberField, Spinner, useToasts, VisuallyHidden } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { smsOnboardingMessages as messages } from './messages';
import type { OnboardingState } from './onboarding-state';
import { onboardingReducer } from './onboarding-state';
import styles from './sms-onboarding-box.module.css';
import { useSmsOnboarding } from './use-sms-onboarding';

/** How long the box takes to fade out once the factor is on (account doc section 9). */
export const FADE_OUT_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The box on its own: nothing while it is being decided or when it is not shown. */
export function SmsOnboardingBox() {
  const decision = useSmsOnboarding();
  return decision === null || decision === 'pending' ? null : <SmsOnboarding initial={decision} />;
}

/** The box's steps with their calls; `initial` from the status. */
export function SmsOnboarding({ initial }: { initial: OnboardingState }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const toasts = useToasts();
  const [state, dispatch] = useReducer(onboardingReducer, initial);
  const slot = useRef<HTMLDivElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const call = useRef<AbortController | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);

  // Leaving the page cancels a call under way (account doc section 7).
  useEffect(() => () => call.current?.abort(), []);

  const nextSignal = (): AbortSignal => {
    call.current?.abort();
    call.current = new AbortController();
    return call.current.signal;
  };

  const failed = (error: unknown) => {
    reporter.report(error, { process: 'mfa-onboarding' });
    toasts.add({
      tone: 'error',
      title: intl.formatMessage(messages.failedTitle),
      description: intl.formatMessage(messages.failedText),
    });
  };

  const tooMany = () => {
    toasts.add({
      tone: 'error',
      title: intl.formatMessage(messages.tooManyTitle),
      description: intl.formatMessage(messages.tooManyText),
    });
  };

  // Closing is remembered for the person; should that fail, the box is still gone for this visit.
  const dismiss = () => {
    call.current?.abort();
    dispatch({ type: 'dismissed' });
    dismissOnboarding(api).catch((error: unknown) => reporter.report(error, { process: 'mfa-onboarding-dismissal' }));
  };

  const send = async () => {
    if (state.step !== 'phone' || state.isSending || !isValidMfaPhoneNumber(state.phoneNumber)) return;
    dispatch({ type: 'send' });
    const signal = nextSignal();
    try {
      const answer = await sendOnboardingCode(api, { phoneNumber: compactPhoneNumber(state.phoneNumber), lang }, signal);
      if (answer.type === 'too-many-mfa-attempts') {
        tooMany();
        dispatch({ type: 'too-many-attempts' });
      } else {
        dispatch({ type: 'code-sent' });
      }
    } catch (error) {
      if (signal.aborted) return;
      failed(error);
      dispatch({ type: 'send-failed' });
    }
  };

  const check = async (code: string) => {
    if (state.step !== 'code' || state.isChecking) return;
    dispatch({ type: 'check' });
    const signal = nextSignal();
    try {
      const result = await answerOnboardingCode(api, code, signal);
      if (result === 'mfa-ok') {
        toasts.add({ tone: 'success', title: intl.formatMessage(messages.enabled) });
      } else if (result === 'mfa-challenge-failed') {
        toasts.add({
          tone: 'error',
          title: intl.formatMessage(messages.challengeFailedTitle),
          description: intl.formatMessage(messages.challengeFailedText),
        });
      } else {
        tooMany();
      }
      dispatch({ type: 'answered', result });
    } catch (error) {
      if (signal.aborted) return;
      failed(error);
      dispatch({ type: 'check-failed' });
    }
  };

  // The send button that was pressed is gone once the boxes show: focus moves to the first box.
  // Not when the box starts at the code, which would take focus from the page as it loads.
  const codeFromPhone = state.step === 'code' && state.cameFromPhone;
  useEffect(() => {
    if (codeFromPhone) codeInput.current?.focus('first');
  }, [codeFromPhone]);

  // After a wrong code the boxes are enabled again: focus returns to the last one (section 4).
  const failures = state.step === 'code' ? state.failures : 0;
  useEffect(() => {
    if (failures > 0) codeInput.current?.focus('last');
  }, [failures]);

  // Once enabled the box fades out and is gone; with reduced motion it is gone at once.
  useEffect(() => {
    if (state.step !== 'enabled') return undefined;
    if (reducedMotion) {
      dispatch({ type: 'faded-out' });
      return undefined;
    }
    const timer = setTimeout(() => dispatch({ type: 'faded-out' }), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [state.step, reducedMotion]);

  const gone = state.step === 'enabled' || state.step === 'hidden';

  // The boxes that had focus are gone: keyboard users go on from the page's main content rather
  // than from the top of the document.
  useEffect(() => {
    if (!gone) return;
    const active = document.activeElement;
    if (active && active !== document.body && !slot.current?.contains(active)) return;
    slot.current?.closest<HTMLElement>('main[tabindex]')?.focus();
  }, [gone]);

  const visible = state.step === 'phone' || state.step === 'code' || (state.step === 'enabled' && !reducedMotion);

  return (
    <div ref={slot}>
      {visible && (
        <Card
          title={intl.formatMessage(messages.title)}
          className={[styles['box'], state.step === 'enabled' && styles['fadeOut']].filter(Boolean).join(' ')}
        >
          <p className={styles['intro']}>{intl.formatMessage(messages.intro)}</p>
          {state.step === 'phone' && (
            <PhoneStep
              phoneNumber={state.phoneNumber}
              isSending={state.isSending}
              takeFocus={state.cameBack}
              onChange={(phoneNumber) => dispatch({ type: 'phone-changed', phoneNumber })}
              onSubmit={() => void send()}
            />
          )}
          {state.step === 'code' && (
            <div className={styles['step']}>
              <CodeInput
                ref={codeInput}
                length={MFA_CODE_LENGTH}
                label={intl.formatMessage(messages.codeLabel)}
                description={intl.formatMessage(messages.codeSentTo, { phoneNumber: state.sentTo })}
                isDisabled={state.isChecking}
                isInvalid={state.failures > 0 && !state.isChecking}
                onComplete={(code) => void check(code)}
              />
              <div className={styles['actions']}>
                <Button variant="secondary" isDisabled={state.isChecking} onPress={() => dispatch({ type: 'change-number' })}>
                  {intl.formatMessage(messages.changeNumber)}
                </Button>
              </div>
            </div>
          )}
          <div className={styles['actions']}>
            <Button variant="ghost" isDisabled={state.step === 'code' && state.isChecking} onPress={dismiss}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
          </div>
          {/* Present from the start, so that what appears in it is announced (politely). */}
          <div role="status" className={styles['status']}>
            {state.step === 'phone' && state.isSending && <VisuallyHidden>{intl.formatMessage(messages.sending)}</VisuallyHidden>}
            {state.step === 'code' && state.isChecking && (
              <>
                <Spinner size="small" label={intl.formatMessage(messages.checking)} />
                <span aria-hidden="true">{intl.formatMessage(messages.checking)}</span>
              </>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}

interface PhoneStepProps {
  phoneNumber: string;
  isSending: boolean;
  /** Focus the field when shown: the patient came back to change the number. */
  takeFocus: boolean;
  onChange: (phoneNumber: string) => void;
  onSubmit: () => void;
}

function PhoneStep({ phoneNumber, isSending, takeFocus, onChange, onSubmit }: PhoneStepProps) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) form.current?.querySelector('input')?.focus();
  }, [takeFocus]);
  const isValid = isValidMfaPhoneNumber(phoneNumber);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field submits too; the same rule as the button's.
    if (isValid && !isSending) onSubmit();
  };
  return (
    <form ref={form} className={styles['step']} onSubmit={submit} noValidate>
      <PhoneNumberField
        label={intl.formatMessage(messages.phoneLabel)}
        description={intl.formatMessage(messages.phoneDescription)}
        value={phoneNumber}
        onChange={onChange}
        isReadOnly={isSending}
      />
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!isValid} isPending={isSending}>
          {intl.formatMessage(messages.sendCode)}
        </Button>
      </div>
    </form>
  );
}
