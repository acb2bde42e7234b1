import { ARRIVAL_REASON_MAX_LENGTH } from '@portal/appointments/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { Button, Stack, TextArea, useToasts } from '@portal/shared/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { saveArrivalReason } from '../api/save-arrival-reason';
import { arrivalReasonMessages } from '../messages';
import styles from './appointment.module.css';

/** Account doc section 9: the arrival reason toasts stay 5 seconds. */
export const ARRIVAL_REASON_TOAST_MS = 5_000;

export interface ArrivalReasonFormProps {
  appointmentId: number;
  /** What the patient saved before, without the prefix the API stores. */
  initialValue: string | null;
}

/** The patient's own words on why they come; shown only with a valid session and a non-remote appointment. */
export function ArrivalReasonForm({ appointmentId, initialValue }: ArrivalReasonFormProps) {
  const intl = useIntl();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const toasts = useToasts();
  const [text, setText] = useState(initialValue ?? '');
  const [isSaving, setSaving] = useState(false);
  const isOver = text.length > ARRIVAL_REASON_MAX_LENGTH;

  const save = async () => {
    setSaving(true);
    try {
      await saveArrivalReason(api, appointmentId, text);
      toasts.add({ tone: 'success', title: intl.formatMessage(arrivalReasonMessages.saved) }, { timeout: ARRIVAL_REASON_TOAST_MS });
    } catch (error) {
      reporter.report(error, { process: 'arrival-reason' });
      toasts.add({ tone: 'error', title: intl.formatMessage(arrivalReasonMessages.failed) }, { timeout: ARRIVAL_REASON_TOAST_MS });
    } finally {
      setSaving(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isOver || text.trim() === '' || isSaving) return;
    void save();
  };

  return (
    <Stack as="form" gap={4} onSubmit={handleSubmit}>
      <TextArea
        label={intl.formatMessage(arrivalReasonMessages.label)}
        description={intl.formatMessage(arrivalReasonMessages.description)}
        value={text}
        onChange={setText}
        maxLength={ARRIVAL_REASON_MAX_LENGTH}
        overLimitMessage={intl.formatMessage(arrivalReasonMessages.overLimit)}
        isReadOnly={isSaving}
      />
      <div className={styles['actions']}>
        <Button type="submit" variant="secondary" isPending={isSaving} isDisabled={isOver || text.trim() === ''}>
          {intl.formatMessage(arrivalReasonMessages.save)}
        </Button>
      </div>
    </Stack>
  );
}
