import type { AnswerValue, QuestionnaireInvitation } from '@portal/questionnaires/contracts';
import { answersToSave } from '@portal/questionnaires/contracts';
import { isApiError, useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Notice } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { answerQuestionnaire } from '../api/answer-questionnaire';
import { getQuestionnaire } from '../api/get-questionnaire';
import { answeringReducer, initialAnsweringState } from '../answering-state';
import { AnsweredQuestionnaire } from '../components/answered-questionnaire';
import { listMessages, pageMessages } from '../messages';
import type { FormAnswers } from './questionnaire-form';
import { QuestionnaireForm } from './questionnaire-form';
import { useAnswersDraft } from './use-answers-draft';

/**
 * An open questionnaire: its form, the answers kept as a draft while written, and sending them
 * (answering-state.ts). Saved, the answers are shown read-only under a success box.
 */
export function AnsweringForm({ invitation }: { invitation: QuestionnaireInvitation }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const draft = useAnswersDraft(invitation.id);
  const [answers, setAnswers] = useState<FormAnswers>(draft.initial);
  const [state, dispatch] = useReducer(answeringReducer, initialAnsweringState);

  const answer = (questionId: string, value: AnswerValue | undefined) => {
    const next = { ...answers };
    if (value === undefined) delete next[questionId];
    else next[questionId] = value;
    setAnswers(next);
    draft.save(next);
  };

  const send = async () => {
    dispatch({ type: 'send' });
    try {
      const response = await answerQuestionnaire(api, invitation.id, answersToSave(invitation.definition, answers), lang);
      if (response.status === 'maintenance-mode') {
        dispatch({ type: 'maintenance' });
        return;
      }
      draft.discard();
      dispatch({ type: 'saved', invitation: response.invitation });
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 409) {
        // Answered meanwhile (another tab): the first answers stand, and are what is shown.
        draft.discard();
        try {
          const current = await getQuestionnaire(api, invitation.id, lang);
          if (current.status === 'ok') {
            dispatch({ type: 'already-answered', invitation: current.invitation });
            return;
          }
        } catch (reloadError) {
          reporter.report(reloadError, { process: 'questionnaire-answer' });
        }
      } else {
        reporter.report(error, { process: 'questionnaire-answer' });
      }
      dispatch({ type: 'failed' });
    }
  };

  if (state.kind === 'saved') {
    return (
      <AnsweredQuestionnaire
        invitation={state.invitation}
        notice={
          <Notice tone="success" role="status">
            {intl.formatMessage(pageMessages.saved)}
          </Notice>
        }
      />
    );
  }
  if (state.kind === 'already-answered') {
    return (
      <AnsweredQuestionnaire
        invitation={state.invitation}
        notice={
          <Notice tone="info" role="status">
            {intl.formatMessage(pageMessages.alreadyAnswered)}
          </Notice>
        }
      />
    );
  }
  if (state.kind === 'maintenance') {
    return (
      <Notice tone="warning" role="alert">
        {intl.formatMessage(listMessages.maintenance)}
      </Notice>
    );
  }
  return (
    <>
      <p>{intl.formatMessage(pageMessages.sent, { date: formatDate(invitation.created) })}</p>
      <QuestionnaireForm
        definition={invitation.definition}
        answers={answers}
        onAnswer={answer}
        showErrors={state.kind === 'filling' && state.showErrors}
        onProblems={() => dispatch({ type: 'problems' })}
        onComplete={() => void send()}
        isSaving={state.kind === 'saving'}
        notice={
          state.kind === 'filling' && state.saveFailed ? (
            <Notice tone="error" role="alert">
              {intl.formatMessage(pageMessages.saveFailed)}
            </Notice>
          ) : undefined
        }
      />
    </>
  );
}
