import type { MfaStatus } from '@portal/shared/contracts';
import { MFA_CODE_LENGTH, isValidMfaPhoneNumber } from '@portal/shared/contracts';
import { HELSINKI } from '@portal/shared/util';
import type { CodeInputHandle } from '@portal/shared/ui';
import { Button, CodeInput, Notice, PhoneNumberField, Spinner } from '@portal/shared/ui';
import type { FormEvent, Ref } from 'react';
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
  /** The phone number asked for because none is on record; null when not asked. */
  phone?: PhoneRequest | null;
  /** The phone step's form, whose field takes the focus when the number is asked for. */
  phoneFormRef?: Ref<HTMLFormElement>;
}

export interface PhoneRequest {
  value: string;
  onChange: (phoneNumber: string) => void;
  onSubmit: () => void;
}

/** The number the codes go to, asked for when the patient record has none (decision 0050). */
function PhoneStep({ phone, busy, formRef }: { phone: PhoneRequest; busy: SmsLoginBusy | null; formRef?: Ref<HTMLFormElement> }) {
  const intl = useIntl();
  const isValid = isValidMfaPhoneNumber(phone.value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field submits too; the same rule as the button's.
    if (isValid && busy === null) phone.onSubmit();
  };
  return (
    <form ref={formRef} className={styles['code']} onSubmit={submit} noValidate>
      <p className={styles['text']}>{intl.formatMessage(messages.noPhoneText)}</p>
      <PhoneNumberField
        label={intl.formatMessage(messages.phoneLabel)}
        description={intl.formatMessage(messages.phoneDescription)}
        value={phone.value}
        onChange={phone.onChange}
        isReadOnly={busy !== null}
      />
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!isValid} isPending={busy === 'enable'}>
          {intl.formatMessage(messages.sendCode)}
        </Button>
      </div>
    </form>
  );
}

/** The setting's content for one status, without loading anything (account doc section 4). */
export function SmsLoginPanel({ mfa, busy, failures, onEnable, onDisable, onResend, onCode, codeInputRef, phone = null, phoneFormRef }: SmsLoginPanelProps) {
  const intl = useIntl();
  switch (mfa.type) {
    case 'user-has-no-verified-mfa-device':
      if (phone) return <PhoneStep phone={phone} busy={busy} formRef={phoneFormRef} />;
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
