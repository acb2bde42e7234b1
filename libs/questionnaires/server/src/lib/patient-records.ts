import type { QuestionnaireResponse, QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from '@medplum/fhirtypes';
import type { AnswerValue, QuestionnaireFormQuestion } from '@portal/questionnaires/contracts';
import type { QuestionnaireInvitationRecord } from '@portal/questionnaires/records';
import { patientQuestionnaireInvitation } from '@portal/questionnaires/records';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { portalIdentifier } from '@portal/shared/server';
import { capabilitiesOf, hasSection } from '@portal/shared/util';
import { toInvitation } from './mapping';
import { patientInvitations } from './queries';

/** One answer as FHIR has it: a choice as the option's value with its text as shown, each ticked option on its own. */
function answersOf(question: QuestionnaireFormQuestion, value: AnswerValue): QuestionnaireResponseItemAnswer[] {
  switch (question.type) {
    case 'text':
      return typeof value === 'string' ? [{ valueString: value }] : [];
    case 'yesNo':
      return typeof value === 'boolean' ? [{ valueBoolean: value }] : [];
    case 'scale':
      return typeof value === 'number' ? [{ valueInteger: value }] : [];
    case 'choice':
    case 'multipleChoice': {
      const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      return chosen.map((code) => ({ valueCoding: { code, display: question.options.find((option) => option.value === code)?.text ?? code } }));
    }
  }
}

/** The id of the contained Questionnaire that names the form of a response. */
const CONTAINED_FORM_ID = 'form';

/**
 * An answered questionnaire as the patient's own copy gives it: the answered questions in the
 * form's order, each with its text in the patient's language, as the answers page shows them.
 * The form has no public address, so the response names its questionnaire by a contained
 * Questionnaire that carries the title alone (`questionnaire: '#form'`, FHIR's reference to a
 * contained resource); the questions' texts are on the answers themselves.
 */
export function toQuestionnaireResponse(record: QuestionnaireInvitationRecord, { config, lang, patient }: Pick<PatientRecordsQuery, 'config' | 'lang' | 'patient'>): QuestionnaireResponse {
  const invitation = toInvitation(record, lang);
  const answers = invitation.answers ?? {};
  const item = invitation.definition.questions.flatMap((question): QuestionnaireResponseItem[] => {
    const value = answers[question.id];
    const answer = value === undefined ? [] : answersOf(question, value);
    return answer.length === 0 ? [] : [{ linkId: question.id, text: question.text, answer }];
  });
  return {
    resourceType: 'QuestionnaireResponse',
    id: `questionnaire-${invitation.id}`,
    contained: [{ resourceType: 'Questionnaire', id: CONTAINED_FORM_ID, status: 'active', title: invitation.title }],
    identifier: portalIdentifier(config, 'questionnaire', invitation.id),
    questionnaire: `#${CONTAINED_FORM_ID}`,
    status: 'completed',
    subject: patient,
    ...(invitation.answeredAt === null ? {} : { authored: invitation.answeredAt }),
    ...(item.length === 0 ? {} : { item }),
  };
}

/**
 * The questionnaires' part of the patient's own data: every answered questionnaire the answers
 * list shows, none in a brand without questionnaires or while they are out of use (maintenance
 * mode, when the portal shows none either). Open invitations have no answers to give.
 */
export const questionnaireRecords: PatientRecordSource = {
  name: 'questionnaires',
  resourceTypes: ['QuestionnaireResponse'],
  records: async (query) => {
    if (!hasSection(capabilitiesOf(query.config.brand), 'questionnaires') || query.config.questionnaires.maintenance) return [];
    const { answers } = await patientInvitations(query.db, query.subjectId);
    const records = await Promise.all(answers.map((row) => patientQuestionnaireInvitation(query.db, query.subjectId, row.id)));
    return records.flatMap((record) => (record ? [toQuestionnaireResponse(record, query)] : []));
  },
};
