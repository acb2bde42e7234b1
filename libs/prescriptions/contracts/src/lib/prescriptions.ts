import * as v from 'valibot';

/**
 * The patient's prescriptions and their renewal (booking doc sections 2-9, "Prescription" and
 * "Prescription renewal"). A renewal is sent to the care team as a new conversation; its answers
 * are checked by `renewalAnswerProblems` in the portal (the send button) and in the API alike.
 */

export const treatmentLengthUnits = ['days', 'weeks', 'months'] as const;
export type TreatmentLengthUnit = (typeof treatmentLengthUnits)[number];

export const renewalStatuses = ['ok', 'maintenance-mode'] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];

const LangSchema = v.optional(v.picklist(['fi', 'sv', 'en']), 'fi');
const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** `GET /api/prescriptions?lang`. */
export const PrescriptionsListQuerySchema = v.object({ lang: LangSchema });

/** One prescription (booking doc section 3): the summary line is made of its package and treatment fields. */
export const PrescriptionSchema = v.object({
  id: IdSchema,
  medicineName: v.string(),
  strength: v.string(),
  /** 'YYYY-MM-DD'. */
  issuedDate: v.pipe(v.string(), v.isoDate()),
  isRenewable: v.boolean(),
  /** As written on the prescription, e.g. 'tabletti'. */
  medicineType: v.string(),
  /** The unit of packageSize and totalAmount, e.g. 'kpl', 'ml'. */
  packageUnit: v.string(),
  packageSize: v.number(),
  packageCount: v.pipe(v.number(), v.integer()),
  totalAmount: v.number(),
  /** Both null for a prescription without a set length of treatment. */
  treatmentLength: v.nullable(v.pipe(v.number(), v.integer())),
  treatmentLengthUnit: v.nullable(v.picklist(treatmentLengthUnits)),
  dosageGuide: v.string(),
  usageGuide: v.string(),
});
export type Prescription = v.InferOutput<typeof PrescriptionSchema>;

/**
 * The patient's prescriptions, newest first, and whether they can be renewed here: `enabled` when
 * a prescription is renewable, the brand has conversations and no guardian acts for a child;
 * `status` 'maintenance-mode' while messaging moves to a new service (renewals are offline).
 */
export const PrescriptionsListSchema = v.object({
  prescriptions: v.array(PrescriptionSchema),
  renewal: v.object({ enabled: v.boolean(), status: v.picklist(renewalStatuses) }),
});
export type PrescriptionsList = v.InferOutput<typeof PrescriptionsListSchema>;

/*
 * The renewal questions (booking doc section 5 names three kinds: general questions, text
 * questions and yes/no questions, with a follow-up for 'finished' answered no and for 'side
 * effects' answered yes). Their wording is ours, modelled on the questions a Finnish clinic's
 * nurse asks before a doctor renews a long-term medicine:
 * - general questions, answered by choosing one option: how the medicine has been taken
 *   (`usage`) and how the patient's health has been since the prescription (`healthChange`);
 * - text questions: what the medicine is used for (`purpose`) and which other medicines or
 *   supplements are taken (`otherMedicines`), since the doctor checks interactions;
 * - yes/no questions: `finished`, whether the prescription has run out or will within a month
 *   (as the seeded renewal conversation asks, 'Onko lääke loppunut'): answered no, the patient
 *   says why a renewal is needed already; and `sideEffects`: answered yes, the patient describes
 *   them. A follow-up is required exactly in those two cases.
 */

/** The general questions and the options of each. */
export const renewalGeneralQuestions = {
  usage: ['asPrescribed', 'lessThanPrescribed', 'moreThanPrescribed', 'onlyWhenNeeded'],
  healthChange: ['unchanged', 'better', 'worse'],
} as const;
export type RenewalGeneralQuestion = keyof typeof renewalGeneralQuestions;

export const renewalTextQuestions = ['purpose', 'otherMedicines'] as const;
export type RenewalTextQuestion = (typeof renewalTextQuestions)[number];

export const renewalYesNoQuestions = ['finished', 'sideEffects'] as const;
export type RenewalYesNoQuestion = (typeof renewalYesNoQuestions)[number];
export type YesNo = 'yes' | 'no';

/** The answer of each yes/no question that asks for a follow-up. */
export const renewalFollowUpWhen: Readonly<Record<RenewalYesNoQuestion, YesNo>> = { finished: 'no', sideEffects: 'yes' };

/** The most characters of one written answer. */
export const RENEWAL_TEXT_MAX_LENGTH = 2000;
/** The most prescriptions one renewal asks for. */
export const RENEWAL_MAX_PRESCRIPTIONS = 50;

/** The answers as they are being filled in: null (or blank text) is not answered yet. */
export interface RenewalAnswersDraft {
  general: { usage: (typeof renewalGeneralQuestions.usage)[number] | null; healthChange: (typeof renewalGeneralQuestions.healthChange)[number] | null };
  text: Record<RenewalTextQuestion, string>;
  yesNo: Record<RenewalYesNoQuestion, { answer: YesNo | null; followUp: string }>;
}

export function emptyRenewalAnswers(): RenewalAnswersDraft {
  return {
    general: { usage: null, healthChange: null },
    text: { purpose: '', otherMedicines: '' },
    yesNo: { finished: { answer: null, followUp: '' }, sideEffects: { answer: null, followUp: '' } },
  };
}

export function needsFollowUp(question: RenewalYesNoQuestion, answer: YesNo | null): boolean {
  return answer !== null && renewalFollowUpWhen[question] === answer;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * The renewal rule (booking doc section 5), in one place for the portal and the API: every
 * general, text and yes/no question needs an answer, and a follow-up is needed when 'finished' is
 * answered no or 'side effects' yes. Gives the path of each question still to answer.
 */
export function renewalAnswerProblems(answers: RenewalAnswersDraft): string[] {
  const problems: string[] = [];
  for (const question of Object.keys(renewalGeneralQuestions) as RenewalGeneralQuestion[]) {
    if (answers.general[question] === null) problems.push(`general.${question}`);
  }
  for (const question of renewalTextQuestions) {
    if (isBlank(answers.text[question])) problems.push(`text.${question}`);
  }
  for (const question of renewalYesNoQuestions) {
    const { answer, followUp } = answers.yesNo[question];
    if (answer === null) problems.push(`yesNo.${question}`);
    else if (needsFollowUp(question, answer) && isBlank(followUp)) problems.push(`yesNo.${question}.followUp`);
  }
  return problems;
}

/** Whether the renewal may be sent: the send button is enabled only then. */
export function renewalAnswersComplete(answers: RenewalAnswersDraft): boolean {
  return renewalAnswerProblems(answers).length === 0;
}

const AnswerTextSchema = v.pipe(v.string(), v.maxLength(RENEWAL_TEXT_MAX_LENGTH));
const YesNoAnswerSchema = v.strictObject({ answer: v.nullable(v.picklist(['yes', 'no'])), followUp: AnswerTextSchema });

/** The answers in the draft's shape, answered or not: what the portal keeps of a renewal being filled in. */
export const RenewalAnswersDraftSchema = v.strictObject({
  general: v.strictObject({
    usage: v.nullable(v.picklist(renewalGeneralQuestions.usage)),
    healthChange: v.nullable(v.picklist(renewalGeneralQuestions.healthChange)),
  }),
  text: v.strictObject({ purpose: AnswerTextSchema, otherMedicines: AnswerTextSchema }),
  yesNo: v.strictObject({ finished: YesNoAnswerSchema, sideEffects: YesNoAnswerSchema }),
});

/** The answers as sent: the draft's shape, and complete by the renewal rule. */
export const RenewalAnswersSchema = v.pipe(
  RenewalAnswersDraftSchema,
  v.check((answers) => renewalAnswersComplete(answers), 'Every question needs an answer'),
);
export type RenewalAnswers = v.InferOutput<typeof RenewalAnswersSchema>;

/** `POST /api/prescription-renewals?csrfToken`: the prescriptions to renew (each renewable and the patient's own) and the answers. */
export const PrescriptionRenewalRequestSchema = v.object({
  prescriptionIds: v.pipe(
    v.array(IdSchema),
    v.minLength(1),
    v.maxLength(RENEWAL_MAX_PRESCRIPTIONS),
    v.check((ids) => new Set(ids).size === ids.length, 'Each prescription once'),
  ),
  answers: RenewalAnswersSchema,
});
export type PrescriptionRenewalRequest = v.InferOutput<typeof PrescriptionRenewalRequestSchema>;

/** 201: the conversation the renewal became, as a portal path. */
export const PrescriptionRenewalResponseSchema = v.object({ threadPath: v.pipe(v.string(), v.startsWith('/')) });
export type PrescriptionRenewalResponse = v.InferOutput<typeof PrescriptionRenewalResponseSchema>;

/** 503 while messaging is in maintenance mode: nothing was sent. */
export const RENEWAL_MAINTENANCE_TYPE = 'RenewalMaintenance';
