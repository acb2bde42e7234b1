import type {
  QuestionnaireForm,
  QuestionnaireInvitation,
  QuestionnaireListItem,
  QuestionnairesList,
} from '../index';

/** A form with every kind of question, and a condition: allergy details only after answering yes. */
export const aForm = (): QuestionnaireForm => ({
  questions: [
    { id: 'reason', type: 'text', required: true, maxLength: 500, text: 'What is the reason for your visit?', help: 'Tell us in a few words.' },
    {
      id: 'symptoms',
      type: 'multipleChoice',
      required: false,
      text: 'Do you have any of these symptoms now?',
      options: [
        { value: 'fever', text: 'Fever' },
        { value: 'cough', text: 'Cough' },
      ],
    },
    { id: 'allergies', type: 'yesNo', required: true, text: 'Are you allergic to any medicines?' },
    { id: 'allergyDetails', type: 'text', required: true, text: 'Which medicines are you allergic to?', showIf: { questionId: 'allergies', equals: true } },
    {
      id: 'smoking',
      type: 'choice',
      required: true,
      text: 'Do you smoke?',
      options: [
        { value: 'never', text: 'Never' },
        { value: 'daily', text: 'Daily' },
      ],
    },
    { id: 'pain', type: 'scale', required: true, min: 0, max: 10, text: 'How strong is your pain?', minLabel: 'No pain', maxLabel: 'Worst possible' },
  ],
});

/** An open invitation to the form, sent 20.11.2026; override what a test is about. */
export function anInvitation(overrides: Partial<QuestionnaireInvitation> = {}): QuestionnaireInvitation {
  return { id: 31, title: 'Pre-visit questionnaire', created: '2026-11-20T08:00:00.000Z', answeredAt: null, definition: aForm(), answers: null, ...overrides };
}

/** The invitation answered on 23.11.2026 with allergies, so the condition's question shows too. */
export function anAnsweredInvitation(overrides: Partial<QuestionnaireInvitation> = {}): QuestionnaireInvitation {
  return anInvitation({
    answeredAt: '2026-11-23T10:00:00.000Z',
    answers: { reason: 'Knee pain', symptoms: ['fever', 'cough'], allergies: true, allergyDetails: 'Penicillin', smoking: 'never', pain: 4 },
    ...overrides,
  });
}

export function aListItem(overrides: Partial<QuestionnaireListItem> = {}): QuestionnaireListItem {
  return { id: 31, title: 'Pre-visit questionnaire', created: '2026-11-20T08:00:00.000Z', answeredAt: null, ...overrides };
}

export function aList(overrides: Partial<QuestionnairesList> = {}): QuestionnairesList {
  return { status: 'ok', newTaskItems: [], answerItems: [], ...overrides };
}
