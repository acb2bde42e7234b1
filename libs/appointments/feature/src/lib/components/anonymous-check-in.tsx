import { CHECK_IN_OPENS_MINUTES } from '@portal/appointments/contracts';
import type { SelfCheckInStatus } from '@portal/appointments/contracts';
import { Button, CodeInput, Link, Notice, Spinner, Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { anonymousMessages, checkInMessages } from '../messages';
import type { AnonymousCheckInError, AnonymousCheckInState } from '../state/anonymous-check-in';
import { CheckInMessage } from './check-in-message';
import { ConsentNotice } from './consent-notice';
import styles from './appointment.module.css';

export interface AnonymousCheckInProps {
  state: AnonymousCheckInState;
  selfCheckInStatus: SelfCheckInStatus;
  /** The login page leading to the consent form. */
  consentHref: string;
  /** The login page leading to the appointment, where a signed-in patient checks in. */
  signInHref: string;
  onStart: () => void;
  /** The four characters, upper-cased, once all boxes are filled. */
  onCode: (ssnEndPart: string) => void;
  onBack: () => void;
}

const errorMessages: Record<Exclude<AnonymousCheckInError, 'already-checked-in' | 'too-early' | 'check-in-failed' | 'sign-in-required'>, MessageDescriptor> = {
  network: anonymousMessages.networkError,
  'too-many-attempts': anonymousMessages.tooManyAttempts,
};

function ErrorMessage({ error, signInHref }: { error: AnonymousCheckInError; signInHref: string }) {
  const intl = useIntl();
  if (error === 'sign-in-required') {
    return (
      <Stack gap={4}>
        <Notice tone="error" role="alert">
          {intl.formatMessage(anonymousMessages.signInRequired)}
        </Notice>
        <p>
          <Link variant="button" href={signInHref}>
            {intl.formatMessage(anonymousMessages.signInToCheckIn)}
          </Link>
        </p>
      </Stack>
    );
  }
  if (error === 'already-checked-in') return <CheckInMessage outcome={{ kind: 'already-checked-in' }} />;
  if (error === 'too-early') return <CheckInMessage outcome={{ kind: 'too-early' }} />;
  if (error === 'check-in-failed') return <CheckInMessage outcome={{ kind: 'failed' }} />;
  return (
    <Notice tone="error" role="alert">
      {intl.formatMessage(errorMessages[error])}
    </Notice>
  );
}

/** Self check-in from an anonymous link, confirmed with the end of the identity code (account doc sections 4 and 5). */
export function AnonymousCheckIn({ state, selfCheckInStatus, consentHref, signInHref, onStart, onCode, onBack }: AnonymousCheckInProps) {
  const intl = useIntl();
  const instructionsId = useId();

  switch (state.status) {
    case 'waiting-for-action':
      if (selfCheckInStatus !== 'allowed' && selfCheckInStatus !== 'tooEarly') return null;
      return (
        <Stack gap={4}>
          <div className={styles['actions']}>
            <Button
              onPress={onStart}
              isDisabled={selfCheckInStatus === 'tooEarly'}
              aria-describedby={selfCheckInStatus === 'tooEarly' ? instructionsId : undefined}
            >
              {intl.formatMessage(checkInMessages.button)}
            </Button>
          </div>
          {selfCheckInStatus === 'tooEarly' && (
            <p id={instructionsId} className={styles['note']}>
              {intl.formatMessage(checkInMessages.tooEarlyInstructions, { minutes: CHECK_IN_OPENS_MINUTES })}
            </p>
          )}
        </Stack>
      );
    case 'waiting-for-confirmation':
    case 'response-pending':
      return (
        <CodeEntry isInvalid={state.status === 'waiting-for-confirmation' && state.isInvalid}>
          <CodeInput
            // After a mismatch the boxes keep the code, so correcting one character sends it again.
            mode="identity-end"
            label={intl.formatMessage(anonymousMessages.codeLabel)}
            description={intl.formatMessage(anonymousMessages.codeDescription)}
            isInvalid={state.status === 'waiting-for-confirmation' && state.isInvalid}
            errorMessage={intl.formatMessage(anonymousMessages.ssnMismatch)}
            isDisabled={state.status === 'response-pending'}
            onComplete={onCode}
          />
          {state.status === 'response-pending' ? (
            <Pending />
          ) : (
            <div className={styles['actions']}>
              <Button variant="secondary" onPress={onBack}>
                {intl.formatMessage(anonymousMessages.back)}
              </Button>
            </div>
          )}
        </CodeEntry>
      );
    case 'check-in-pending':
      return <Pending />;
    case 'check-in-success':
      return <CheckInMessage outcome={{ kind: 'success', roomLocation: state.roomLocation }} />;
    case 'consent-needed':
      return (
        <Stack gap={4}>
          <ConsentNotice asAdult={state.asAdult} href={consentHref} />
          <BackButton onBack={onBack} />
        </Stack>
      );
    case 'error':
      return (
        <Stack gap={4}>
          <ErrorMessage error={state.error} signInHref={signInHref} />
          <BackButton onBack={onBack} />
        </Stack>
      );
  }
}

/**
 * The check-in button that was pressed is gone once the boxes show, so focus moves to the first
 * box instead of falling back to the page. After a mismatch the boxes were disabled while the
 * check ran; focus returns to the last one, to correct from there.
 */
function CodeEntry({ isInvalid, children }: { isInvalid: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const inputs = ref.current?.querySelectorAll<HTMLInputElement>('input:not([type=hidden])');
    (isInvalid ? inputs?.[inputs.length - 1] : inputs?.[0])?.focus();
  }, [isInvalid]);
  return (
    <Stack ref={ref} gap={4}>
      {children}
    </Stack>
  );
}

function Pending() {
  const intl = useIntl();
  return (
    <div role="status" className={styles['actions']}>
      <Spinner size="small" label={intl.formatMessage(anonymousMessages.pending)} />
      <span aria-hidden="true">{intl.formatMessage(anonymousMessages.pending)}</span>
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles['actions']}>
      <Button variant="secondary" onPress={onBack}>
        {intl.formatMessage(anonymousMessages.retry)}
      </Button>
    </div>
  );
}
