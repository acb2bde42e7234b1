import type { SmsRenewal } from '@portal/shared/contracts';
import { sendPin, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Notice } from '@portal/shared/ui';
import { HELSINKI, pagePaths } from '@portal/shared/util';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { expiredSessionSmsMessages } from './messages';
import styles from './order-sms-code.module.css';

type Ordering = { status: 'idle' } | { status: 'sending' } | { status: 'failed' } | { status: 'too-many'; nextAttempt: string };

/**
 * The expired-session page's alternative to bank credentials (account doc section 2): orders a
 * code with `POST /api/pin/send` and goes on to the SMS authentication page with the same `next`.
 */
export function OrderSmsCode({ smsRenewal, next }: { smsRenewal: SmsRenewal; next: string | undefined }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const [ordering, setOrdering] = useState<Ordering>({ status: 'idle' });
  const call = useRef<AbortController | null>(null);
  useEffect(() => () => call.current?.abort(), []);

  const order = async () => {
    if (ordering.status === 'sending') return;
    setOrdering({ status: 'sending' });
    call.current = new AbortController();
    const { signal } = call.current;
    try {
      const answer = await sendPin(api, smsRenewal, signal);
      if (answer.type === 'too-many-mfa-attempts') {
        setOrdering({ status: 'too-many', nextAttempt: answer.nextAttempt });
        return;
      }
      await navigate(pagePaths.mfa.authentication(lang, { next }));
    } catch (error) {
      if (signal.aborted) return;
      reporter.report(error, { process: 'mfa-pin-send' });
      setOrdering({ status: 'failed' });
    }
  };

  return (
    <div className={styles['sms']}>
      <p className={styles['text']}>
        {intl.formatMessage(expiredSessionSmsMessages.orSms, { maskedPhoneNumber: smsRenewal.maskedPhoneNumber })}
      </p>
      <div>
        <Button variant="secondary" isPending={ordering.status === 'sending'} onPress={() => void order()}>
          {intl.formatMessage(expiredSessionSmsMessages.orderSmsCode)}
        </Button>
      </div>
      {ordering.status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(expiredSessionSmsMessages.sendFailed)}
        </Notice>
      )}
      {ordering.status === 'too-many' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(expiredSessionSmsMessages.tooManyCodes, {
            time: intl.formatTime(ordering.nextAttempt, { timeZone: HELSINKI, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          })}
        </Notice>
      )}
    </div>
  );
}
