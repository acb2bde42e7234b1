import type { SmsRenewal } from '@portal/shared/contracts';
import { sendPin, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { Button, Notice } from '@portal/shared/ui';
import { HELSINKI } from '@portal/shared/util';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { authenticationMessages as messages } from '../messages';
import styles from './resend-code.module.css';

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed' } | { status: 'too-many'; nextAttempt: string };

/** Sends a new code with `POST /api/pin/send`, for a text message that never arrived. */
export function ResendCode({ smsRenewal, isDisabled }: { smsRenewal: SmsRenewal; isDisabled: boolean }) {
  const intl = useIntl();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const call = useRef<AbortController | null>(null);
  useEffect(() => () => call.current?.abort(), []);

  const resend = async () => {
    if (sending.status === 'sending') return;
    setSending({ status: 'sending' });
    call.current = new AbortController();
    const { signal } = call.current;
    try {
      const answer = await sendPin(api, smsRenewal, signal);
      setSending(answer.type === 'code-sent' ? { status: 'sent' } : { status: 'too-many', nextAttempt: answer.nextAttempt });
    } catch (error) {
      if (signal.aborted) return;
      reporter.report(error, { process: 'mfa-pin-send' });
      setSending({ status: 'failed' });
    }
  };

  return (
    <div className={styles['resend']}>
      <div>
        <Button variant="secondary" isPending={sending.status === 'sending'} isDisabled={isDisabled} onPress={() => void resend()}>
          {intl.formatMessage(messages.resend)}
        </Button>
      </div>
      <div role="status">
        {sending.status === 'sent' && (
          <Notice tone="success">{intl.formatMessage(messages.newCodeSent, { maskedPhoneNumber: smsRenewal.maskedPhoneNumber })}</Notice>
        )}
      </div>
      {sending.status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(messages.resendFailed)}
        </Notice>
      )}
      {sending.status === 'too-many' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(messages.tooManyCodes, {
            time: intl.formatTime(sending.nextAttempt, { timeZone: HELSINKI, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          })}
        </Notice>
      )}
    </div>
  );
}
