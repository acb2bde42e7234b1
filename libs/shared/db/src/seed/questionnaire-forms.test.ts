import { answersProblems, QuestionnaireDefinitionSchema } from '@portal/shared/contracts';
import * as v from 'valibot';
import { PRE_VISIT_FORM, questionnaireFormRows, SATISFACTION_FORM } from './questionnaire-forms';

describe('the demo questionnaires', () => {
  it.each(questionnaireFormRows.map((row) => [row.id, row] as const))('form %s is a valid definition', (_id, row) => {
    const result = v.safeParse(QuestionnaireDefinitionSchema, row.definition);
    expect(result.issues?.map((issue) => issue.message)).toBeUndefined();
  });

  it('shows every kind of question and a condition on the pre-visit form', () => {
    const form = questionnaireFormRows.find((row) => row.id === PRE_VISIT_FORM);
    const questions = form?.definition.questions ?? [];
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(['text', 'yesNo', 'choice', 'multipleChoice', 'scale']));
    expect(questions.some((question) => question.showIf !== undefined)).toBe(true);
  });

  it('has answers the form takes for the answered satisfaction survey', () => {
    const form = questionnaireFormRows.find((row) => row.id === SATISFACTION_FORM);
    expect(form && answersProblems(form.definition, { rating: 5, feedback: 'Nopea vastaus, kiitos!' })).toEqual([]);
  });
});
