import type {
  AnswerProblem,
  AnswerProblemKind,
  AnswerValue,
  QuestionnaireForm as FormDefinition,
  QuestionnaireFormQuestion,
} from '@portal/questionnaires/contracts';
import { answersProblems, TEXT_ANSWER_MAX_LENGTH, visibleQuestions } from '@portal/questionnaires/contracts';
import { Button, Notice } from '@portal/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { formMessages, pageMessages } from '../messages';
import { QuestionField } from './question-field';
import styles from './questionnaire-form.module.css';

export type FormAnswers = Readonly<Record<string, AnswerValue>>;

export interface QuestionnaireFormProps {
  definition: FormDefinition;
  answers: FormAnswers;
  onAnswer: (questionId: string, value: AnswerValue | undefined) => void;
  /** After a send with problems: each shown with its question, and a summary. */
  showErrors: boolean;
  /** Called with complete, valid answers only; otherwise the errors show and focus goes to the first. */
  onComplete: () => void;
  onProblems: () => void;
  isSaving: boolean;
  /** A notice above the send button, e.g. that saving failed. */
  notice?: ReactNode;
}

/**
 * The form of a questionnaire, rendered from its definition (libs/shared/contracts
 * questionnaires.ts): the questions shown by their conditions, each by its type. The rules that
 * decide completion are the ones the API checks the answers with.
 */
export function QuestionnaireForm({ definition, answers, onAnswer, showErrors, onComplete, onProblems, isSaving, notice }: QuestionnaireFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const problems = answersProblems(definition, answers);
  const problemOf = new Map(problems.map((problem) => [problem.questionId, problem.problem]));

  const errorText = (question: QuestionnaireFormQuestion, problem: AnswerProblemKind | undefined): string | undefined => {
    if (!showErrors || problem === undefined) return undefined;
    if (problem === 'required') return intl.formatMessage(formMessages.errorRequired);
    if (problem === 'too-long' && question.type === 'text') {
      return intl.formatMessage(formMessages.errorTooLong, { max: Math.min(question.maxLength ?? TEXT_ANSWER_MAX_LENGTH, TEXT_ANSWER_MAX_LENGTH) });
    }
    return intl.formatMessage(formMessages.errorInvalid);
  };

  const focusFirst = (first: AnswerProblem | undefined) => {
    if (!first) return;
    // After the errors render: the first unanswered question's first input takes focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-question="${first.questionId}"] :is(input, textarea)`)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (problems.length > 0) {
      onProblems();
      focusFirst(problems[0]);
      return;
    }
    onComplete();
  };

  return (
    <form ref={formRef} className={styles['form']} noValidate onSubmit={submit}>
      <p className={styles['help']}>{intl.formatMessage(pageMessages.requiredNote)}</p>
      {showErrors && problems.length > 0 && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(pageMessages.problemsSummary, { count: problems.length })}
        </Notice>
      )}
      <div className={styles['questions']}>
        {visibleQuestions(definition, answers).map((question) => (
          <div key={question.id} data-question={question.id}>
            <QuestionField question={question} value={answers[question.id]} onChange={(value) => onAnswer(question.id, value)} error={errorText(question, problemOf.get(question.id))} />
          </div>
        ))}
      </div>
      {notice}
      <div className={styles['actions']}>
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage(isSaving ? pageMessages.saving : pageMessages.send)}
        </Button>
      </div>
    </form>
  );
}
