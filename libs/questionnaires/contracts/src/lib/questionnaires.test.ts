import * as v from 'valibot';
import type { QuestionnaireDefinition } from './questionnaires';
import { answersProblems, answersToSave, definitionProblems, localizeDefinition, parseAnswers, QuestionnaireDefinitionSchema, TEXT_ANSWER_MAX_LENGTH, visibleQuestions } from './questionnaires';

const t = (en: string) => ({ fi: `fi ${en}`, sv: `sv ${en}`, en });

/** Every kind of question, with a condition on a yes/no and one on a multiple choice. */
const definition: QuestionnaireDefinition = {
  questions: [
    { id: 'reason', type: 'text', required: true, text: t('Reason'), help: t('In a few words'), maxLength: 200 },
    { id: 'allergies', type: 'yesNo', required: true, text: t('Allergies?') },
    { id: 'allergyDetails', type: 'text', required: true, text: t('Which?'), showIf: { questionId: 'allergies', equals: true } },
    {
      id: 'symptoms',
      type: 'multipleChoice',
      required: false,
      text: t('Symptoms'),
      options: [
        { value: 'fever', text: t('Fever') },
        { value: 'cough', text: t('Cough') },
        { value: 'other', text: t('Other') },
      ],
    },
    { id: 'otherSymptom', type: 'text', required: true, text: t('What else?'), showIf: { questionId: 'symptoms', includes: 'other' } },
    {
      id: 'smoking',
      type: 'choice',
      required: true,
      text: t('Smoking'),
      options: [
        { value: 'never', text: t('Never') },
        { value: 'daily', text: t('Daily') },
      ],
    },
    { id: 'pain', type: 'scale', required: true, min: 0, max: 10, text: t('Pain'), minLabel: t('None'), maxLabel: t('Worst') },
  ],
};

const complete = { reason: 'Knee', allergies: false, smoking: 'never', pain: 3 };

describe('the questionnaire definition format', () => {
  it('takes every kind of question with conditions', () => {
    expect(v.safeParse(QuestionnaireDefinitionSchema, definition).success).toBe(true);
  });

  it('refuses repeated ids and option values, a condition on a later or unknown question or of the wrong kind, and a bad scale', () => {
    const bad = {
      questions: [
        { id: 'a', type: 'yesNo', required: true, text: t('A'), showIf: { questionId: 'b', equals: true } },
        { id: 'b', type: 'yesNo', required: true, text: t('B') },
        { id: 'b', type: 'text', required: true, text: t('B again') },
        { id: 'c', type: 'choice', required: true, text: t('C'), options: [{ value: 'x', text: t('X') }, { value: 'x', text: t('X') }] },
        { id: 'd', type: 'text', required: true, text: t('D'), showIf: { questionId: 'a', equals: 'yes' } },
        { id: 'e', type: 'text', required: true, text: t('E'), showIf: { questionId: 'c', includes: 'x' } },
        { id: 'f', type: 'scale', required: true, text: t('F'), min: 5, max: 5 },
        { id: 'g', type: 'scale', required: true, text: t('G'), min: 0, max: 11 },
        { id: 'h', type: 'text', required: true, text: t('H'), showIf: { questionId: 'c', equals: 'y' } },
      ],
    } as QuestionnaireDefinition;
    expect(definitionProblems(bad)).toEqual([
      'a: the condition must refer to an earlier question',
      'b: the id is used twice',
      'c: an option value is used twice',
      'd: the condition does not fit a',
      'e: the condition does not fit c',
      'f: the scale needs min below max and at most 11 steps',
      'g: the scale needs min below max and at most 11 steps',
      'h: the condition does not fit c',
    ]);
    expect(v.safeParse(QuestionnaireDefinitionSchema, bad).success).toBe(false);
  });

  it('refuses an unknown type, a choice without options and a text longer than the most', () => {
    for (const question of [
      { id: 'a', type: 'date', required: true, text: t('A') },
      { id: 'a', type: 'choice', required: true, text: t('A'), options: [] },
      { id: 'a', type: 'text', required: true, text: t('A'), maxLength: TEXT_ANSWER_MAX_LENGTH + 1 },
      { id: '1a', type: 'yesNo', required: true, text: t('A') },
    ]) {
      expect(v.safeParse(QuestionnaireDefinitionSchema, { questions: [question] }).success).toBe(false);
    }
  });

  it('gives the texts in one language, keeping the rules', () => {
    const sv = localizeDefinition(definition, 'sv');
    expect(sv.questions[0]).toEqual({ id: 'reason', type: 'text', required: true, text: 'sv Reason', help: 'sv In a few words', maxLength: 200 });
    expect(sv.questions[2]).toEqual({ id: 'allergyDetails', type: 'text', required: true, text: 'sv Which?', showIf: { questionId: 'allergies', equals: true } });
    expect(sv.questions[5]).toMatchObject({ options: [{ value: 'never', text: 'sv Never' }, { value: 'daily', text: 'sv Daily' }] });
    expect(sv.questions[6]).toEqual({ id: 'pain', type: 'scale', required: true, text: 'sv Pain', min: 0, max: 10, minLabel: 'sv None', maxLabel: 'sv Worst' });
    // The same rules read the served form.
    expect(answersProblems(sv, complete)).toEqual([]);
  });
});

describe('the answer rules', () => {
  it('needs every required shown question, in order', () => {
    expect(answersProblems(definition, {})).toEqual([
      { questionId: 'reason', problem: 'required' },
      { questionId: 'allergies', problem: 'required' },
      { questionId: 'smoking', problem: 'required' },
      { questionId: 'pain', problem: 'required' },
    ]);
    expect(answersProblems(definition, complete)).toEqual([]);
    // Blank text is no answer.
    expect(answersProblems(definition, { ...complete, reason: '   ' })).toEqual([{ questionId: 'reason', problem: 'required' }]);
  });

  it('shows and requires a conditional question only while its condition holds', () => {
    const ids = (answers: Record<string, unknown>) => visibleQuestions(definition, answers).map((question) => question.id);
    expect(ids(complete)).not.toContain('allergyDetails');
    expect(ids({ ...complete, allergies: true })).toContain('allergyDetails');
    expect(answersProblems(definition, { ...complete, allergies: true })).toEqual([{ questionId: 'allergyDetails', problem: 'required' }]);
    expect(answersProblems(definition, { ...complete, allergies: true, allergyDetails: 'Penicillin' })).toEqual([]);
    // A multiple choice condition holds while the option is ticked.
    expect(ids({ ...complete, symptoms: ['fever'] })).not.toContain('otherSymptom');
    expect(answersProblems(definition, { ...complete, symptoms: ['fever', 'other'] })).toEqual([{ questionId: 'otherSymptom', problem: 'required' }]);
  });

  it('never shows a question whose condition is on a hidden question', () => {
    const chained: QuestionnaireDefinition = {
      questions: [
        { id: 'a', type: 'yesNo', required: true, text: t('A') },
        { id: 'b', type: 'yesNo', required: true, text: t('B'), showIf: { questionId: 'a', equals: true } },
        { id: 'c', type: 'text', required: true, text: t('C'), showIf: { questionId: 'b', equals: true } },
      ],
    };
    expect(visibleQuestions(chained, { a: false, b: true }).map((question) => question.id)).toEqual(['a']);
    expect(visibleQuestions(chained, { a: true, b: true }).map((question) => question.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes only answers of the question’s kind', () => {
    const problem = (answers: Record<string, unknown>) => answersProblems(definition, { ...complete, ...answers });
    expect(problem({ reason: 42 })).toEqual([{ questionId: 'reason', problem: 'wrong-type' }]);
    expect(problem({ allergies: 'yes' })).toEqual([{ questionId: 'allergies', problem: 'wrong-type' }]);
    expect(problem({ smoking: 'sometimes' })).toEqual([{ questionId: 'smoking', problem: 'not-an-option' }]);
    expect(problem({ smoking: ['never'] })).toEqual([{ questionId: 'smoking', problem: 'wrong-type' }]);
    expect(problem({ symptoms: 'fever' })).toEqual([{ questionId: 'symptoms', problem: 'wrong-type' }]);
    expect(problem({ symptoms: ['fever', 'rash'] })).toEqual([{ questionId: 'symptoms', problem: 'not-an-option' }]);
    expect(problem({ symptoms: ['fever', 'fever'] })).toEqual([{ questionId: 'symptoms', problem: 'not-an-option' }]);
    expect(problem({ symptoms: ['fever', 'cough'] })).toEqual([]);
    expect(problem({ pain: 11 })).toEqual([{ questionId: 'pain', problem: 'out-of-range' }]);
    expect(problem({ pain: -1 })).toEqual([{ questionId: 'pain', problem: 'out-of-range' }]);
    expect(problem({ pain: 2.5 })).toEqual([{ questionId: 'pain', problem: 'wrong-type' }]);
    expect(problem({ pain: '3' })).toEqual([{ questionId: 'pain', problem: 'wrong-type' }]);
    expect(problem({ pain: 0 })).toEqual([]);
    expect(problem({ pain: 10 })).toEqual([]);
  });

  it('limits text to the question’s most, and never more than 2000 characters', () => {
    expect(answersProblems(definition, { ...complete, reason: 'x'.repeat(200) })).toEqual([]);
    expect(answersProblems(definition, { ...complete, reason: 'x'.repeat(201) })).toEqual([{ questionId: 'reason', problem: 'too-long' }]);
    const free: QuestionnaireDefinition = { questions: [{ id: 'a', type: 'text', required: false, text: t('A') }] };
    expect(answersProblems(free, { a: 'x'.repeat(TEXT_ANSWER_MAX_LENGTH) })).toEqual([]);
    expect(answersProblems(free, { a: 'x'.repeat(TEXT_ANSWER_MAX_LENGTH + 1) })).toEqual([{ questionId: 'a', problem: 'too-long' }]);
  });

  it('keeps the shown questions’ answers only: hidden, unknown and empty ones are dropped, text trimmed', () => {
    const given = { ...complete, reason: '  Knee  ', allergyDetails: 'typed before answering no', otherSymptom: 'hidden too', symptoms: [], unknown: 'x' };
    expect(answersProblems(definition, given)).toEqual([]);
    expect(answersToSave(definition, given)).toEqual({ reason: 'Knee', allergies: false, smoking: 'never', pain: 3 });
    expect(answersToSave(definition, { ...complete, allergies: true, allergyDetails: 'Penicillin', symptoms: ['other'], otherSymptom: 'Rash' })).toEqual({
      ...complete,
      allergies: true,
      allergyDetails: 'Penicillin',
      symptoms: ['other'],
      otherSymptom: 'Rash',
    });
  });

  it('reads the answers string as an object, or says why not', () => {
    expect(parseAnswers('{"pain":3}')).toEqual({ ok: true, answers: { pain: 3 } });
    expect(parseAnswers('not json')).toEqual({ ok: false, reason: 'not-json' });
    expect(parseAnswers('[1]')).toEqual({ ok: false, reason: 'not-an-object' });
    expect(parseAnswers('null')).toEqual({ ok: false, reason: 'not-an-object' });
    expect(parseAnswers(JSON.stringify({ a: 'x'.repeat(70_000) }))).toEqual({ ok: false, reason: 'too-long' });
  });
});
