import type { AnswerValue, QuestionnaireFormQuestion, QuestionnaireInvitation } from '@portal/questionnaires/contracts';
import { isUnanswered, visibleQuestions } from '@portal/questionnaires/contracts';
import { Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { formMessages, pageMessages } from '../messages';
import styles from './questionnaires.module.css';

function answerText(question: QuestionnaireFormQuestion, value: AnswerValue, text: { yes: string; no: string; scale: (value: number, max: number) => string }): string {
  switch (question.type) {
    case 'text':
      return String(value);
    case 'yesNo':
      return value === true ? text.yes : text.no;
    case 'choice':
      return question.options.find((option) => option.value === value)?.text ?? String(value);
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return question.options
        .filter((option) => chosen.includes(option.value))
        .map((option) => option.text)
        .join(', ');
    }
    case 'scale':
      return text.scale(Number(value), question.max);
  }
}

/** An answered questionnaire, read-only: each shown question and the answer given, as text. */
export function AnswersView({ invitation }: { invitation: QuestionnaireInvitation }) {
  const intl = useIntl();
  const answers = invitation.answers ?? {};
  const text = {
    yes: intl.formatMessage(formMessages.yes),
    no: intl.formatMessage(formMessages.no),
    scale: (value: number, max: number) => intl.formatMessage(formMessages.scaleAnswer, { value, max }),
  };
  return (
    <Stack as="section" gap={3} aria-labelledby="questionnaire-answers" className={styles['answers']}>
      <h2 id="questionnaire-answers">{intl.formatMessage(pageMessages.yourAnswers)}</h2>
      {/* One question and its answer under each other: questions are long sentences. */}
      <Stack as="dl" gap={3}>
        {visibleQuestions(invitation.definition, answers).map((question) => {
          const value = answers[question.id];
          return (
            <div key={question.id} className={styles['answer']}>
              <dt>{question.text}</dt>
              <dd>{value === undefined || isUnanswered(value) ? <em>{intl.formatMessage(formMessages.notAnswered)}</em> : answerText(question, value, text)}</dd>
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}
