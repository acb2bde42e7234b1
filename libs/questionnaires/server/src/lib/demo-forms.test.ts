import { answersProblems, QuestionnaireDefinitionSchema } from '@portal/questionnaires/contracts';
import { PRE_VISIT_FORM, questionnaireFormRows, SATISFACTION_FORM } from '@portal/shared/db/seed';
import * as v from 'valibot';

// The demo data's questionnaire forms (libs/shared/db/src/seed/questionnaire-forms.ts) are stored
// as JSON; each must be a definition the questionnaires' format allows.
const definitionOf = (id: number) => v.parse(QuestionnaireDefinitionSchema, questionnaireFormRows.find((row) => row.id === id)?.definition);

describe('the demo questionnaires', () => {
  it.each(questionnaireFormRows.map((row) => [row.id, row] as const))('form %s is a valid definition', (_id, row) => {
    const result = v.safeParse(QuestionnaireDefinitionSchema, row.definition);
    expect(result.issues?.map((issue) => issue.message)).toBeUndefined();
  });

  it('shows every kind of question and a condition on the pre-visit form', () => {
    const questions = definitionOf(PRE_VISIT_FORM).questions;
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(['text', 'yesNo', 'choice', 'multipleChoice', 'scale']));
    expect(questions.some((question) => question.showIf !== undefined)).toBe(true);
  });

  it('has answers the form takes for the answered satisfaction survey', () => {
    expect(answersProblems(definitionOf(SATISFACTION_FORM), { rating: 5, feedback: 'Nopea vastaus, kiitos!' })).toEqual([]);
  });
});
