import type { RenewalAnswersDraft, RenewalTextQuestion, RenewalYesNoQuestion, YesNo } from '@portal/prescriptions/contracts';
import { needsFollowUp, RENEWAL_TEXT_MAX_LENGTH, renewalGeneralQuestions, renewalTextQuestions, renewalYesNoQuestions } from '@portal/prescriptions/contracts';
import { ChoiceGroup, Stack, TextArea } from '@portal/shared/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { optionMessages, questionMessages } from '../messages';

/** One question answered by choosing one option: a group of radio buttons under its question. */
function Choice<T extends string>({ legend, options, value, onChange, isDisabled }: { legend: string; options: readonly { value: T; label: string }[]; value: T | null; onChange: (value: T) => void; isDisabled: boolean }) {
  return (
    <ChoiceGroup
      legend={legend}
      kind="radio"
      isRequired
      isDisabled={isDisabled}
      inline={options.length === 2}
      choices={options.map((option) => ({ key: option.value, label: option.label, checked: value === option.value, onToggle: () => onChange(option.value) }))}
    />
  );
}

const textMessages: Record<RenewalTextQuestion, { label: MessageDescriptor; hint?: MessageDescriptor }> = {
  purpose: { label: questionMessages.purpose },
  otherMedicines: { label: questionMessages.otherMedicines, hint: questionMessages.otherMedicinesHint },
};

const yesNoMessages = {
  finished: { question: questionMessages.finished, followUp: questionMessages.finishedFollowUp },
  sideEffects: { question: questionMessages.sideEffects, followUp: questionMessages.sideEffectsFollowUp },
} satisfies Record<RenewalYesNoQuestion, unknown>;

export interface RenewalQuestionsProps {
  answers: RenewalAnswersDraft;
  onChange: (answers: RenewalAnswersDraft) => void;
  isDisabled: boolean;
}

/**
 * The renewal questions (booking doc section 5): the general questions with their options, the
 * text questions, and the yes/no questions, each with its follow-up shown only when the answer
 * asks for one (the wording is explained in shared contracts prescriptions.ts).
 */
export function RenewalQuestions({ answers, onChange, isDisabled }: RenewalQuestionsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <>
      <Choice
        legend={text(questionMessages.usage)}
        options={renewalGeneralQuestions.usage.map((value) => ({ value, label: text(optionMessages[value]) }))}
        value={answers.general.usage}
        onChange={(usage) => onChange({ ...answers, general: { ...answers.general, usage } })}
        isDisabled={isDisabled}
      />
      <Choice
        legend={text(questionMessages.healthChange)}
        options={renewalGeneralQuestions.healthChange.map((value) => ({ value, label: text(optionMessages[value]) }))}
        value={answers.general.healthChange}
        onChange={(healthChange) => onChange({ ...answers, general: { ...answers.general, healthChange } })}
        isDisabled={isDisabled}
      />
      {renewalTextQuestions.map((question) => {
        const hint = textMessages[question].hint;
        return (
          <TextArea
            key={question}
            label={text(textMessages[question].label)}
            {...(hint ? { description: text(hint) } : {})}
            value={answers.text[question]}
            rows={3}
            maxLength={RENEWAL_TEXT_MAX_LENGTH}
            isRequired
            isDisabled={isDisabled}
            onChange={(value) => onChange({ ...answers, text: { ...answers.text, [question]: value } })}
          />
        );
      })}
      {renewalYesNoQuestions.map((question) => {
        const current = answers.yesNo[question];
        const setAnswer = (next: Partial<{ answer: YesNo; followUp: string }>) => onChange({ ...answers, yesNo: { ...answers.yesNo, [question]: { ...current, ...next } } });
        return (
          <Stack key={question} gap={4}>
            <Choice
              legend={text(yesNoMessages[question].question)}
              options={[
                { value: 'yes' as const, label: text(questionMessages.yes) },
                { value: 'no' as const, label: text(questionMessages.no) },
              ]}
              value={current.answer}
              onChange={(answer) => setAnswer({ answer })}
              isDisabled={isDisabled}
            />
            {needsFollowUp(question, current.answer) && (
              <TextArea
                label={text(yesNoMessages[question].followUp)}
                value={current.followUp}
                rows={3}
                maxLength={RENEWAL_TEXT_MAX_LENGTH}
                isRequired
                isDisabled={isDisabled}
                onChange={(followUp) => setAnswer({ followUp })}
              />
            )}
          </Stack>
        );
      })}
    </>
  );
}
