import type { QuestionnaireResponse } from '@medplum/fhirtypes';
import { testDatabases } from '@portal/shared/db/testing';
import type { TestApp } from '@portal/shared/server/testing';
import { fhirProblems, recordsQuery, NOW } from '@portal/shared/server/testing';
import type { Language } from '@portal/shared/util';
import { questionnairesServer } from '../index';
import { insertInvitation, questionnaireTestApp, SATISFACTION_FORM } from '../testing/questionnaire-fixtures';
import { questionnaireRecords } from './patient-records';

const hoursBefore = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

/** The pre-visit form answered with allergies, so the condition's question shows; the regular medicines left unanswered. */
const preVisitAnswers = { reason: 'Polvikipu', symptoms: ['fever', 'headache'], allergies: true, allergyDetails: 'Penisilliini', smoking: 'former', pain: 4 };

describe.each(testDatabases)('questionnaires in the patient’s own data on $name', ({ open }) => {
  const c = questionnaireTestApp(open);
  beforeAll(c.setUp);
  afterAll(() => c.tearDown());
  beforeEach(c.reset);

  const records = (subjectId: number, lang: Language = 'fi', t: TestApp = c.t) =>
    questionnaireRecords.records(recordsQuery(c.database, t.config, subjectId, { lang }));
  const answered = (patientId: number, answers: object, hoursAgo: number, values: Parameters<typeof insertInvitation>[2] = {}) =>
    insertInvitation(c.database, patientId, { created: hoursBefore(hoursAgo + 24), answeredAt: hoursBefore(hoursAgo), questionnaireAnswers: JSON.stringify(answers), ...values });

  it('is offered by the domain’s plugin', () => {
    expect(questionnairesServer.patientRecords).toBe(questionnaireRecords);
  });

  it('gives every answered questionnaire as a QuestionnaireResponse, latest answered first, with the answered questions as shown', async () => {
    const { adult } = c.t.personIds;
    const preVisit = await answered(adult, preVisitAnswers, 50);
    const satisfaction = await answered(adult, { rating: 5 }, 2, { questionnaireFormId: SATISFACTION_FORM });
    // An open invitation has no answers to give.
    await insertInvitation(c.database, adult);
    const found = await records(adult);
    expect(found.map((resource) => resource.id)).toEqual([`questionnaire-${satisfaction}`, `questionnaire-${preVisit}`]);
    expect(found[1]).toEqual({
      resourceType: 'QuestionnaireResponse',
      id: `questionnaire-${preVisit}`,
      // The form is named by its title in the patient's language, in a contained Questionnaire.
      contained: [{ resourceType: 'Questionnaire', id: 'form', status: 'active', title: 'Esitietolomake' }],
      identifier: { system: 'http://portal.test/fhir/sid/questionnaire', value: String(preVisit) },
      questionnaire: '#form',
      status: 'completed',
      subject: { reference: `Patient/${adult}` },
      authored: hoursBefore(50).toISOString(),
      item: [
        { linkId: 'reason', text: 'Mikä on käyntisi syy?', answer: [{ valueString: 'Polvikipu' }] },
        {
          linkId: 'symptoms',
          text: 'Onko sinulla nyt jokin näistä oireista?',
          answer: [{ valueCoding: { code: 'fever', display: 'Kuumetta' } }, { valueCoding: { code: 'headache', display: 'Päänsärkyä' } }],
        },
        { linkId: 'allergies', text: 'Onko sinulla lääkeaineallergioita?', answer: [{ valueBoolean: true }] },
        { linkId: 'allergyDetails', text: 'Mille lääkkeille olet allerginen?', answer: [{ valueString: 'Penisilliini' }] },
        { linkId: 'smoking', text: 'Tupakoitko?', answer: [{ valueCoding: { code: 'former', display: 'Olen lopettanut' } }] },
        // The regular medicines were left unanswered: no item.
        { linkId: 'pain', text: 'Kuinka voimakasta kipusi on?', answer: [{ valueInteger: 4 }] },
      ],
    });
    expect(found[0]).toMatchObject({ item: [{ linkId: 'rating', text: 'Kuinka tyytyväinen olit palveluun?', answer: [{ valueInteger: 5 }] }] });
    for (const resource of found) expect(fhirProblems(resource)).toEqual([]);
  });

  it('writes the questions and the options in the patient’s language; written answers stay as written', async () => {
    const { adult } = c.t.personIds;
    await answered(adult, preVisitAnswers, 5);
    const [sv] = (await records(adult, 'sv')) as QuestionnaireResponse[];
    expect(sv?.contained).toEqual([{ resourceType: 'Questionnaire', id: 'form', status: 'active', title: 'Förhandsuppgifter' }]);
    expect(sv?.item?.slice(0, 2)).toEqual([
      { linkId: 'reason', text: 'Vad är orsaken till besöket?', answer: [{ valueString: 'Polvikipu' }] },
      { linkId: 'symptoms', text: 'Har du nu något av dessa symtom?', answer: [{ valueCoding: { code: 'fever', display: 'Feber' } }, { valueCoding: { code: 'headache', display: 'Huvudvärk' } }] },
    ]);
    const [en] = (await records(adult, 'en')) as QuestionnaireResponse[];
    expect(en?.item?.map((item) => item.text)).toEqual([
      'What is the reason for your visit?',
      'Do you have any of these symptoms now?',
      'Are you allergic to any medicines?',
      'Which medicines are you allergic to?',
      'Do you smoke?',
      'How strong is your pain?',
    ]);
  });

  it('never gives another person’s answers; a child (the subject a guardian acts for) gets the child’s', async () => {
    const { adult, guardian, child13 } = c.t.personIds;
    const own = await answered(adult, { rating: 4 }, 3, { questionnaireFormId: SATISFACTION_FORM });
    await answered(guardian, { rating: 1 }, 3, { questionnaireFormId: SATISFACTION_FORM });
    const eetus = await answered(child13, { rating: 2, feedback: 'Odotin pitkään' }, 3, { questionnaireFormId: SATISFACTION_FORM });
    expect((await records(adult)).map((resource) => resource.id)).toEqual([`questionnaire-${own}`]);
    expect(await records(child13)).toEqual([
      expect.objectContaining({
        id: `questionnaire-${eetus}`,
        subject: { reference: `Patient/${child13}` },
        item: [expect.objectContaining({ answer: [{ valueInteger: 2 }] }), expect.objectContaining({ linkId: 'feedback', answer: [{ valueString: 'Odotin pitkään' }] })],
      }),
    ]);
  });

  it('gives none where the portal shows none: in the children’s brand and in maintenance mode', async () => {
    const { adult } = c.t.personIds;
    await answered(adult, { rating: 4 }, 3, { questionnaireFormId: SATISFACTION_FORM });
    expect(await records(adult, 'fi', c.children)).toEqual([]);
    expect(await records(adult, 'fi', c.maintenance)).toEqual([]);
    expect(await records(adult)).toHaveLength(1);
  });
});
