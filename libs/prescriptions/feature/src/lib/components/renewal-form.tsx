import type { Prescription } from '@portal/prescriptions/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Notice, Stack } from '@portal/shared/ui';
import { useReducer } from 'react';
import { useIntl } from 'react-intl';
import { sendRenewal } from '../api/send-renewal';
import { useRenewalDraft } from '../drafts/use-renewal-draft';
import { renewalMessages } from '../messages';
import { canSend, renewalReducer } from '../renewal-state';
import styles from './prescriptions.module.css';
import { RenewalQuestions } from './renewal-questions';
import { RenewalSent } from './renewal-sent';
import { medicineOf } from './summary';

/**
 * The renewal of `prescriptions` (each renewable and the patient's own): the questions, the
 * response time and the send button, enabled only when every question is answered. Sent, the
 * success box replaces the form; failed, the answers stay for another try.
 */
export function RenewalForm({ prescriptions }: { prescriptions: readonly Prescription[] }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const ids = prescriptions.map((prescription) => prescription.id);
  const draft = useRenewalDraft(ids.join(','));
  const [state, dispatch] = useReducer(renewalReducer, { status: 'filling', answers: draft.initial });

  if (state.status === 'sent') return <RenewalSent />;

  const send = async () => {
    if (!canSend(state)) return;
    dispatch({ type: 'send' });
    try {
      const { threadPath } = await sendRenewal(api, lang, { prescriptionIds: ids, answers: state.answers });
      draft.discard();
      dispatch({ type: 'sent', threadPath });
    } catch (error) {
      reporter.report(error, { process: 'prescription-renewal' });
      dispatch({ type: 'failed' });
    }
  };

  const sending = state.status === 'sending';
  return (
    <Stack
      as="form"
      gap={5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <section aria-labelledby="renewal-chosen">
        <h2 id="renewal-chosen">{intl.formatMessage(renewalMessages.chosen)}</h2>
        <ul className={styles['chosenList']}>
          {prescriptions.map((prescription) => (
            <li key={prescription.id}>{medicineOf(prescription)}</li>
          ))}
        </ul>
      </section>
      <p className={styles['hint']}>{intl.formatMessage(renewalMessages.required)}</p>
      <RenewalQuestions
        answers={state.answers}
        isDisabled={sending}
        onChange={(answers) => {
          dispatch({ type: 'answer', answers });
          draft.save(answers);
        }}
      />
      <p>{intl.formatMessage(renewalMessages.responseTime)}</p>
      {state.status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(renewalMessages.failed)}
        </Notice>
      )}
      <div className={styles['actions']}>
        <Button type="submit" isDisabled={!canSend(state) && !sending} isPending={sending}>
          {intl.formatMessage(sending ? renewalMessages.sending : renewalMessages.send)}
        </Button>
      </div>
    </Stack>
  );
}
