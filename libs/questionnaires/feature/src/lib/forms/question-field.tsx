import type { AnswerValue, QuestionnaireFormQuestion } from '@portal/questionnaires/contracts';
import { TEXT_ANSWER_MAX_LENGTH } from '@portal/questionnaires/contracts';
import type { ChoiceGroupProps } from '@portal/shared/ui';
import { ChoiceGroup as SharedChoiceGroup, TextArea } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';

export interface QuestionFieldProps {
  question: QuestionnaireFormQuestion;
  value: AnswerValue | undefined;
  /** Undefined clears the answer. */
  onChange: (value: AnswerValue | undefined) => void;
  /** The error shown under the question, tied to it. */
  error?: string | undefined;
}

/** A question answered by choosing, its legend the question and its required flag the question's. */
function ChoiceGroup({ question, ...props }: { question: QuestionnaireFormQuestion } & Omit<ChoiceGroupProps, 'legend' | 'isRequired'>) {
  return <SharedChoiceGroup legend={question.text} isRequired={question.required} {...props} />;
}

/** One question of the form, by its type. */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const intl = useIntl();
  switch (question.type) {
    case 'text': {
      const max = Math.min(question.maxLength ?? TEXT_ANSWER_MAX_LENGTH, TEXT_ANSWER_MAX_LENGTH);
      return (
        <TextArea
          label={question.text}
          description={question.help}
          isRequired={question.required}
          maxLength={max}
          overLimitMessage={intl.formatMessage(formMessages.counterOver, { max })}
          rows={question.maxLength !== undefined && question.maxLength <= 200 ? 2 : 4}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? undefined : next)}
          errorMessage={error}
        />
      );
    }
    case 'yesNo':
      return (
        <ChoiceGroup
          question={question}
          kind="radio"
          inline
          error={error}
          description={question.help}
          choices={[true, false].map((answer) => ({
            key: answer ? 'yes' : 'no',
            label: intl.formatMessage(answer ? formMessages.yes : formMessages.no),
            checked: value === answer,
            onToggle: () => onChange(answer),
          }))}
        />
      );
    case 'choice':
      return (
        <ChoiceGroup
          question={question}
          kind="radio"
          error={error}
          description={question.help}
          choices={question.options.map((option) => ({ key: option.value, label: option.text, checked: value === option.value, onToggle: () => onChange(option.value) }))}
        />
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <ChoiceGroup
          question={question}
          kind="checkbox"
          error={error}
          description={question.help}
          choices={question.options.map((option) => ({
            key: option.value,
            label: option.text,
            checked: chosen.includes(option.value),
            onToggle: (checked) => {
              // Kept in the options' order, so the answer reads the same however it was ticked.
              const next = question.options.map((o) => o.value).filter((v) => (v === option.value ? checked : chosen.includes(v)));
              onChange(next.length === 0 ? undefined : next);
            },
          }))}
        />
      );
    }
    case 'scale': {
      const steps = Array.from({ length: question.max - question.min + 1 }, (_, i) => question.min + i);
      const ends =
        question.minLabel !== undefined && question.maxLabel !== undefined
          ? intl.formatMessage(formMessages.scaleEnds, { min: question.min, max: question.max, minLabel: question.minLabel, maxLabel: question.maxLabel })
          : intl.formatMessage(formMessages.scaleRange, { min: question.min, max: question.max });
      return (
        <ChoiceGroup
          question={question}
          kind="radio"
          inline
          error={error}
          description={question.help === undefined ? ends : `${question.help} ${ends}`}
          choices={steps.map((step) => ({ key: String(step), label: String(step), checked: value === step, onToggle: () => onChange(step) }))}
        />
      );
    }
  }
}
