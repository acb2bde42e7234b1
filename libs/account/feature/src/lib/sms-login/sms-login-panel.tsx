import type { MfaStatus } from '@portal/shared/contracts';
import { MFA_CODE_LENGTH } from '@portal/shared/contracts';
import { HELSINKI } from '@portal/shared/util';
import type { CodeInputHandle } from '@portal/shared/ui';
import { Button, CodeInput, Notice, Spinner } from '@portal/shared/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { smsLoginMessages as messages } from './messages';
import type { SmsLoginBusy } from './sms-login-state';
import styles from './sms-login-setting.module.css';

export interface SmsLoginPanelProps {
  /** Any status but environment-has-mfa-disabled, which shows nothing. */
  mfa: Exclude<MfaStatus, { type: 'environment-has-mfa-disabled' }>;
  busy: SmsLoginBusy | null;
  /** Wrong codes so far: the boxes are marked invalid until the next check. */
  failures: number;
  onEnable: () => void;
  onDisable: () => void;
  onResend: () => void;
  /** The four digits, once all boxes are filled. */
  onCode: (code: string) => void;
  codeInputRef?: Ref<CodeInputHandle>;
}

/** The setting's content for one status, without loading anything (account doc section 4). */
export function SmsLoginPanel({ mfa, busy, failures, onEnable, onDisable, onResend, onCode, codeInputRef }: SmsLoginPanelProps) {
  const intl = useIntl();
  switch (mfa.type) {
    case 'user-has-no-verified-mfa-device':
      return (
        <>
          <p className={styles['text']}>{intl.formatMessage(messages.offText)}</p>
          <div className={styles['actions']}>
            <Button onPress={onEnable} isPending={busy === 'enable'}>
              {intl.formatMessage(messages.enable)}
            </Button>
          </div>
        </>
      );
    case 'user-wants-to-enable-mfa':
      return (
        <div className={styles['code']}>
          <CodeInput
            ref={codeInputRef}
            length={MFA_CODE_LENGTH}
            label={intl.formatMessage(messages.codeLabel)}
            description={intl.formatMessage(messages.codeSentTo, { phoneNumber: mfa.phoneNumber })}
            isDisabled={busy !== null}
            isInvalid={failures > 0 && busy === null}
            onComplete={onCode}
          />
          <div role="status" className={styles['status']}>
            {busy === 'check' && (
              <>
                <Spinner size="small" label={intl.formatMessage(messages.checking)} />
                <span aria-hidden="true">{intl.formatMessage(messages.checking)}</span>
              </>
            )}
          </div>
          <div className={styles['actions']}>
            <Button variant="secondary" onPress={onResend} isPending={busy === 'resend'} isDisabled={busy !== null && busy !== 'resend'}>
              {intl.formatMessage(messages.resend)}
            </Button>
            <Button variant="ghost" onPress={onDisable} isPending={busy === 'disable'} isDisabled={busy !== null && busy !== 'disable'}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </div>
      );
    case 'enabled':
      return (
        <>
          <p className={styles['text']}>{intl.formatMessage(messages.onText, { phoneNumber: mfa.phoneNumber })}</p>
          <div className={styles['actions']}>
            <Button variant="secondary" onPress={onDisable} isPending={busy === 'disable'}>
              {intl.formatMessage(messages.disable)}
            </Button>
          </div>
        </>
      );
    case 'too-many-onboarding-attempts':
      return (
        <Notice tone="warning">
          {intl.formatMessage(messages.tooManyAttempts, {
            date: intl.formatDate(mfa.nextAttempt, { timeZone: HELSINKI, day: 'numeric', month: 'numeric', year: 'numeric' }),
            time: intl.formatTime(mfa.nextAttempt, { timeZone: HELSINKI, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          })}
        </Notice>
      );
  }
}
