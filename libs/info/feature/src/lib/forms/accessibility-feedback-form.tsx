import { valibotResolver } from '@hookform/resolvers/valibot';
import type { AccessibilityFeedbackForm as FeedbackValues, AccessibilityFeedbackFormInput, AccessibilityFeedbackFormMessages } from '@portal/info/contracts';
import { ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH, ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH, createAccessibilityFeedbackFormSchema } from '@portal/info/contracts';
import { Button, Notice, TextArea, TextField } from '@portal/shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useController, useForm } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { FeedbackStatus } from '../api/send-accessibility-feedback';
import { accessibilityMessages as m } from '../messages';
import styles from './accessibility-feedback-form.module.css';

type FormControl = Control<AccessibilityFeedbackFormInput, unknown, FeedbackValues>;

const emptyForm: AccessibilityFeedbackFormInput = { message: '', page: '', replyEmail: '' };
const fieldOrder = ['message', 'page', 'replyEmail'] as const;

/** The contracts' validation texts in the page's language. */
function formMessages(intl: IntlShape): AccessibilityFeedbackFormMessages {
  return {
    messageRequired: intl.formatMessage(m.messageRequired),
    messageTooLong: intl.formatMessage(m.maxLength, { max: ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH }),
    pageTooLong: intl.formatMessage(m.maxLength, { max: ACCESSIBILITY_FEEDBACK_PAGE_MAX_LENGTH }),
    email: intl.formatMessage(m.email),
  };
}

function MessageField({ control, label, overLimitMessage }: { control: FormControl; label: string; overLimitMessage: string }) {
  const { field, fieldState } = useController({ control, name: 'message' });
  return (
    <TextArea
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      maxLength={ACCESSIBILITY_FEEDBACK_MESSAGE_MAX_LENGTH}
      overLimitMessage={overLimitMessage}
      rows={6}
      isRequired
    />
  );
}

interface OptionalFieldProps {
  control: FormControl;
  name: 'page' | 'replyEmail';
  label: string;
  description: string;
  type: 'text' | 'email';
  autoComplete: string;
}

function OptionalField({ control, name, label, description, type, autoComplete }: OptionalFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      label={label}
      description={description}
      type={type}
      autoComplete={autoComplete}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export interface AccessibilityFeedbackFormProps {
  status: FeedbackStatus;
  /** Resolves true when the feedback was stored: the form is then cleared. */
  onSend: (values: FeedbackValues) => Promise<boolean>;
  /** The heading the form is named by. */
  'aria-labelledby'?: string;
}

/**
 * The accessibility feedback: the message (required), the page it concerns and an address for the
 * answer. A failed check names the fields with focus on that list; once sent the form is cleared
 * and focus moves to the thanks; a failed send keeps everything typed.
 */
export function AccessibilityFeedbackForm({ status, onSend, 'aria-labelledby': labelledBy }: AccessibilityFeedbackFormProps) {
  const intl = useIntl();
  const messages = useMemo(() => formMessages(intl), [intl]);
  const schema = useMemo(() => createAccessibilityFeedbackFormSchema(messages), [messages]);
  const {
    control,
    handleSubmit,
    reset,
    // Read on every render, so that the form subscribes to its errors from the start.
    formState: { errors },
  } = useForm<AccessibilityFeedbackFormInput, unknown, FeedbackValues>({
    resolver: valibotResolver(schema),
    defaultValues: emptyForm,
    // Checked on sending, then as the fields are corrected: an error appearing when a field is left
    // would move the send button away from under the pointer that is pressing it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the error summary instead, which names every field to check.
    shouldFocusError: false,
  });
  const [failedChecks, setFailedChecks] = useState(0);
  const focusTarget = useRef<'summary' | 'sent' | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const labels = {
    message: intl.formatMessage(m.message),
    page: intl.formatMessage(m.page),
    replyEmail: intl.formatMessage(m.replyEmail),
  };
  // The list shows from the first failed check on and follows the fields as they are corrected.
  const invalid = failedChecks > 0 ? fieldOrder.filter((name) => errors[name]).map((name) => labels[name]) : [];
  const hasSummary = invalid.length > 0;

  useEffect(() => {
    if (focusTarget.current === 'summary' && hasSummary) {
      summaryRef.current?.focus();
      focusTarget.current = null;
    } else if (focusTarget.current === 'sent' && status.type === 'sent') {
      sentRef.current?.focus();
      focusTarget.current = null;
    }
  });

  return (
    <form
      className={styles['form']}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : intl.formatMessage(m.formLabel)}
      noValidate
      onSubmit={(event) => {
        if (status.type === 'sending') {
          event.preventDefault();
          return;
        }
        void handleSubmit(
          async (values) => {
            if (await onSend(values)) {
              reset(emptyForm);
              setFailedChecks(0);
              focusTarget.current = 'sent';
            }
          },
          () => {
            focusTarget.current = 'summary';
            setFailedChecks((n) => n + 1);
          },
        )(event);
      }}
    >
      <MessageField control={control} label={labels.message} overLimitMessage={messages.messageTooLong} />
      <OptionalField control={control} name="page" type="text" autoComplete="off" label={labels.page} description={intl.formatMessage(m.pageHint)} />
      <OptionalField
        control={control}
        name="replyEmail"
        type="email"
        autoComplete="email"
        label={labels.replyEmail}
        description={intl.formatMessage(m.replyEmailHint)}
      />
      <p className={styles['privacy']}>{intl.formatMessage(m.privacy)}</p>
      {hasSummary && (
        <div ref={summaryRef} tabIndex={-1} className={styles['focusTarget']}>
          <Notice tone="error" role="alert">
            {intl.formatMessage(m.checkFields, { fields: intl.formatList(invalid, { type: 'conjunction' }) })}
          </Notice>
        </div>
      )}
      {status.type === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(status.reason === 'tooManyRequests' ? m.tooManyRequests : m.failed)}
        </Notice>
      )}
      {status.type === 'sent' && (
        <div ref={sentRef} tabIndex={-1} className={styles['focusTarget']}>
          <Notice tone="success" role="status">
            {intl.formatMessage(status.withReply ? m.sentWithReply : m.sentWithoutReply)}
          </Notice>
        </div>
      )}
      <p className={styles['actions']}>
        <Button type="submit" isPending={status.type === 'sending'}>
          {intl.formatMessage(m.send)}
        </Button>
      </p>
    </form>
  );
}
