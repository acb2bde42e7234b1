import * as v from 'valibot';

/**
 * Questionnaires (booking doc sections 2, 3 "Questionnaire invitation", 4 and 7): the form
 * definition the clinic stores, the answer rules both the portal's form and the API apply, and
 * the calls of the questionnaire pages.
 *
 * The definition format: an ordered list of questions, each with an `id` (the key of its answer),
 * a `type`, the question `text` in fi, sv and en, an optional `help` text, `required`, and an
 * optional condition `showIf` on an earlier question. Types and their answers:
 *
 * - `text`: free text, a string of at most `maxLength` (and never more than 2000) characters;
 * - `yesNo`: a boolean;
 * - `choice`: one of `options`, the option's `value` (a string);
 * - `multipleChoice`: some of `options`, their values as an array of strings;
 * - `scale`: an integer from `min` to `max` (at most 11 steps), with optional end labels.
 *
 * `showIf: { questionId, equals }` shows the question only while the earlier question is shown and
 * its answer is `equals` (a yes/no, choice or scale answer); `showIf: { questionId, includes }`
 * while the earlier multiple choice answer includes that option. A hidden question is neither
 * required nor kept: its answer is dropped when the answers are saved.
 *
 * The answers are a JSON object `{ [questionId]: string | string[] | boolean | number }`, sent as a
 * string as the spec's AnswerQuestionnaire takes them.
 */

/** The longest text answer. */
export const TEXT_ANSWER_MAX_LENGTH = 2000;
/** The answers as a JSON string: far more than any form needs. */
export const MAX_ANSWERS_LENGTH = 65_536;
/** The most steps a scale may have (0 to 10). */
export const MAX_SCALE_STEPS = 11;

export const questionTypes = ['text', 'yesNo', 'choice', 'multipleChoice', 'scale'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const LocalizedTextSchema = v.object({ fi: v.string(), sv: v.string(), en: v.string() });
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

const QuestionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'Expected a question id'));

export const QuestionConditionSchema = v.union([
  v.object({ questionId: QuestionIdSchema, equals: v.union([v.string(), v.boolean(), v.number()]) }),
  v.object({ questionId: QuestionIdSchema, includes: v.string() }),
]);
export type QuestionCondition = v.InferOutput<typeof QuestionConditionSchema>;

/** The questions with their texts as `text` gives them: in every language (stored) or in one (served). */
function questionSchema<const TText extends v.GenericSchema>(text: TText) {
  const common = {
    id: QuestionIdSchema,
    text,
    help: v.optional(text),
    required: v.boolean(),
    showIf: v.optional(QuestionConditionSchema),
  };
  const options = v.pipe(v.array(v.object({ value: v.pipe(v.string(), v.minLength(1)), text })), v.minLength(1));
  return v.variant('type', [
    v.object({ ...common, type: v.literal('text'), maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TEXT_ANSWER_MAX_LENGTH))) }),
    v.object({ ...common, type: v.literal('yesNo') }),
    v.object({ ...common, type: v.literal('choice'), options }),
    v.object({ ...common, type: v.literal('multipleChoice'), options }),
    v.object({
      ...common,
      type: v.literal('scale'),
      min: v.pipe(v.number(), v.integer()),
      max: v.pipe(v.number(), v.integer()),
      minLabel: v.optional(text),
      maxLabel: v.optional(text),
    }),
  ]);
}

/** What the answer rules read of a question: everything but its texts. */
export type RuleQuestion =
  | { id: string; type: 'text'; required: boolean; showIf?: QuestionCondition | undefined; maxLength?: number | undefined }
  | { id: string; type: 'yesNo'; required: boolean; showIf?: QuestionCondition | undefined }
  | { id: string; type: 'choice' | 'multipleChoice'; required: boolean; showIf?: QuestionCondition | undefined; options: readonly { value: string }[] }
  | { id: string; type: 'scale'; required: boolean; showIf?: QuestionCondition | undefined; min: number; max: number };

export interface RuleDefinition<TQuestion extends RuleQuestion = RuleQuestion> {
  questions: readonly TQuestion[];
}

/**
 * What is wrong with a definition: ids repeated, a condition on a later (or its own, or an
 * unknown) question or of the wrong kind, options repeated, a scale the wrong way round or too long.
 */
export function definitionProblems(definition: RuleDefinition): string[] {
  const problems: string[] = [];
  const earlier = new Map<string, RuleQuestion>();
  for (const question of definition.questions) {
    if (earlier.has(question.id)) problems.push(`${question.id}: the id is used twice`);
    if ((question.type === 'choice' || question.type === 'multipleChoice') && new Set(question.options.map((option) => option.value)).size !== question.options.length) {
      problems.push(`${question.id}: an option value is used twice`);
    }
    if (question.type === 'scale' && (question.min >= question.max || question.max - question.min + 1 > MAX_SCALE_STEPS)) {
      problems.push(`${question.id}: the scale needs min below max and at most ${MAX_SCALE_STEPS} steps`);
    }
    const condition = question.showIf;
    if (condition) {
      const target = earlier.get(condition.questionId);
      if (!target) problems.push(`${question.id}: the condition must refer to an earlier question`);
      else if (!conditionFits(condition, target)) problems.push(`${question.id}: the condition does not fit ${target.id}`);
    }
    earlier.set(question.id, question);
  }
  return problems;
}

function conditionFits(condition: QuestionCondition, target: RuleQuestion): boolean {
  if ('includes' in condition) return target.type === 'multipleChoice' && target.options.some((option) => option.value === condition.includes);
  const { equals } = condition;
  switch (target.type) {
    case 'yesNo':
      return typeof equals === 'boolean';
    case 'choice':
      return typeof equals === 'string' && target.options.some((option) => option.value === equals);
    case 'scale':
      return typeof equals === 'number' && Number.isInteger(equals) && equals >= target.min && equals <= target.max;
    default:
      return false;
  }
}

function definitionSchema<const TText extends v.GenericSchema>(text: TText) {
  return v.pipe(
    v.object({ questions: v.array(questionSchema(text)) }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      // Inside this generic function TypeScript cannot resolve the questions' type; it is a RuleDefinition for every text schema.
      for (const message of definitionProblems(dataset.value as RuleDefinition)) addIssue({ message });
    }),
  );
}

/** A questionnaire's form definition as the clinic stores it: every text in fi, sv and en. */
export const QuestionnaireDefinitionSchema = definitionSchema(LocalizedTextSchema);
export type QuestionnaireDefinition = v.InferOutput<typeof QuestionnaireDefinitionSchema>;
export type QuestionnaireQuestion = QuestionnaireDefinition['questions'][number];

/** The form definition as the API serves it: the texts in the requested language. */
export const QuestionnaireFormSchema = definitionSchema(v.string());
export type QuestionnaireForm = v.InferOutput<typeof QuestionnaireFormSchema>;
export type QuestionnaireFormQuestion = QuestionnaireForm['questions'][number];

type Lang = keyof LocalizedText;

/** The definition with its texts in one language. */
export function localizeDefinition(definition: QuestionnaireDefinition, lang: Lang): QuestionnaireForm {
  return {
    questions: definition.questions.map((question) => {
      const common = { id: question.id, text: question.text[lang], required: question.required, ...(question.help ? { help: question.help[lang] } : {}), ...(question.showIf ? { showIf: question.showIf } : {}) };
      switch (question.type) {
        case 'text':
          return { ...common, type: question.type, ...(question.maxLength === undefined ? {} : { maxLength: question.maxLength }) };
        case 'yesNo':
          return { ...common, type: question.type };
        case 'choice':
        case 'multipleChoice':
          return { ...common, type: question.type, options: question.options.map((option) => ({ value: option.value, text: option.text[lang] })) };
        case 'scale':
          return {
            ...common,
            type: question.type,
            min: question.min,
            max: question.max,
            ...(question.minLabel ? { minLabel: question.minLabel[lang] } : {}),
            ...(question.maxLabel ? { maxLabel: question.maxLabel[lang] } : {}),
          };
      }
    }),
  };
}

export type AnswerValue = string | readonly string[] | boolean | number;
export const AnswerValueSchema = v.union([v.string(), v.array(v.string()), v.boolean(), v.number()]);
/** The answers of a questionnaire: each shown question's answer by its id. */
export const QuestionnaireAnswersSchema = v.record(v.string(), AnswerValueSchema);
export type QuestionnaireAnswers = Readonly<Record<string, AnswerValue>>;
/** Answers as they come, before the rules have looked at them. */
export type UncheckedAnswers = Readonly<Record<string, unknown>>;

function conditionHolds(condition: QuestionCondition, value: unknown): boolean {
  if ('includes' in condition) return Array.isArray(value) && value.includes(condition.includes);
  return value === condition.equals;
}

/** The questions shown with these answers, in order: a condition on a hidden question never holds. */
export function visibleQuestions<TQuestion extends RuleQuestion>(definition: RuleDefinition<TQuestion>, answers: UncheckedAnswers): TQuestion[] {
  const shown = new Set<string>();
  const visible: TQuestion[] = [];
  for (const question of definition.questions) {
    const condition = question.showIf;
    if (condition && !(shown.has(condition.questionId) && conditionHolds(condition, answers[condition.questionId]))) continue;
    shown.add(question.id);
    visible.push(question);
  }
  return visible;
}

/** No answer: nothing, blank text or no option ticked. */
export function isUnanswered(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

export const answerProblemKinds = ['required', 'wrong-type', 'not-an-option', 'out-of-range', 'too-long'] as const;
export type AnswerProblemKind = (typeof answerProblemKinds)[number];
export interface AnswerProblem {
  questionId: string;
  problem: AnswerProblemKind;
}

/** What is wrong with one given answer to the question, if anything. */
function valueProblem(question: RuleQuestion, value: unknown): AnswerProblemKind | null {
  switch (question.type) {
    case 'text':
      if (typeof value !== 'string') return 'wrong-type';
      return value.trim().length > Math.min(question.maxLength ?? TEXT_ANSWER_MAX_LENGTH, TEXT_ANSWER_MAX_LENGTH) ? 'too-long' : null;
    case 'yesNo':
      return typeof value === 'boolean' ? null : 'wrong-type';
    case 'choice':
      if (typeof value !== 'string') return 'wrong-type';
      return question.options.some((option) => option.value === value) ? null : 'not-an-option';
    case 'multipleChoice': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return 'wrong-type';
      const values = value as string[];
      if (new Set(values).size !== values.length) return 'not-an-option';
      return values.every((item) => question.options.some((option) => option.value === item)) ? null : 'not-an-option';
    }
    case 'scale':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'wrong-type';
      return value < question.min || value > question.max ? 'out-of-range' : null;
  }
}

/**
 * The shown questions whose answer is missing though required, or not a valid answer to them, in
 * the questions' order. Hidden questions and answers to unknown ids are not looked at: they are
 * dropped (see `answersToSave`).
 */
export function answersProblems(definition: RuleDefinition, answers: UncheckedAnswers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const question of visibleQuestions(definition, answers)) {
    const value = answers[question.id];
    if (isUnanswered(value)) {
      if (question.required) problems.push({ questionId: question.id, problem: 'required' });
      continue;
    }
    const problem = valueProblem(question, value);
    if (problem) problems.push({ questionId: question.id, problem });
  }
  return problems;
}

/**
 * The answers that are kept: those of the shown questions, text trimmed, without the unanswered
 * ones, the hidden questions' and any not valid for its question.
 */
export function answersToSave(definition: RuleDefinition, answers: UncheckedAnswers): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const question of visibleQuestions(definition, answers)) {
    const value = answers[question.id];
    if (isUnanswered(value) || valueProblem(question, value) !== null) continue;
    kept[question.id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  return kept;
}

export type ParsedAnswers = { ok: true; answers: UncheckedAnswers } | { ok: false; reason: 'too-long' | 'not-json' | 'not-an-object' };

/** The answers string of AnswerQuestionnaire as an object, or why it is not one. */
export function parseAnswers(text: string): ParsedAnswers {
  if (text.length > MAX_ANSWERS_LENGTH) return { ok: false, reason: 'too-long' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, reason: 'not-an-object' };
  return { ok: true, answers: parsed as UncheckedAnswers };
}

// The calls of the questionnaire pages (general brand only; the children's brand answers 404).

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
const InstantSchema = v.pipe(v.string(), v.isoTimestamp());
const IdSchema = v.pipe(v.number(), v.integer());

export const questionnairesStatuses = ['ok', 'maintenance-mode'] as const;
export type QuestionnairesStatus = (typeof questionnairesStatuses)[number];

/** `GET /api/questionnaires?lang` and `GET /api/questionnaires/{id}?lang`. */
export const QuestionnairesQuerySchema = v.object({ lang: LangSchema });
export type QuestionnairesQuery = v.InferOutput<typeof QuestionnairesQuerySchema>;

/** At most nine digits, so that every id asked for fits the id column. */
export const QuestionnaireParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a numeric id'), v.transform(Number)),
});

/** One invitation of the list: the questionnaire's title in the language asked for. */
export const QuestionnaireListItemSchema = v.object({
  id: IdSchema,
  title: v.string(),
  created: InstantSchema,
  /** Null while it is an open task. */
  answeredAt: v.nullable(InstantSchema),
});
export type QuestionnaireListItem = v.InferOutput<typeof QuestionnaireListItemSchema>;

/**
 * The list: open tasks (newest first) and answers (latest answered first). In maintenance mode
 * both lists are empty and the page says surveys are out of use.
 */
export const QuestionnairesListSchema = v.object({
  status: v.picklist(questionnairesStatuses),
  newTaskItems: v.array(QuestionnaireListItemSchema),
  answerItems: v.array(QuestionnaireListItemSchema),
});
export type QuestionnairesList = v.InferOutput<typeof QuestionnairesListSchema>;

/** One invitation with its form; `answers` once answered (then shown read-only), otherwise null. */
export const QuestionnaireInvitationSchema = v.object({
  id: IdSchema,
  title: v.string(),
  created: InstantSchema,
  answeredAt: v.nullable(InstantSchema),
  definition: QuestionnaireFormSchema,
  answers: v.nullable(QuestionnaireAnswersSchema),
});
export type QuestionnaireInvitation = v.InferOutput<typeof QuestionnaireInvitationSchema>;

/**
 * `GET /api/questionnaires/{id}?lang`, and the answer to saving: the invitation, or maintenance
 * mode. Another person's or an unknown invitation is 404.
 */
export const QuestionnaireResponseSchema = v.variant('status', [
  v.object({ status: v.literal('ok'), invitation: QuestionnaireInvitationSchema }),
  v.object({ status: v.literal('maintenance-mode') }),
]);
export type QuestionnaireResponse = v.InferOutput<typeof QuestionnaireResponseSchema>;

/**
 * `POST /api/questionnaires/{id}/answers?lang&csrfToken`: the answers as a JSON string. 409
 * `AlreadyAnswered` when answered before; 400 `ValidationError` with a detail
 * `{ path: 'answers.<questionId>', message: <AnswerProblemKind> }` per problem, nothing saved.
 */
export const AnswerQuestionnaireRequestSchema = v.object({ answers: v.pipe(v.string(), v.maxLength(MAX_ANSWERS_LENGTH)) });
export type AnswerQuestionnaireRequest = v.InferOutput<typeof AnswerQuestionnaireRequestSchema>;
