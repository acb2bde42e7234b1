import type { LocalizedText, questionnaireForms } from '../lib/schema';

const t = (fi: string, sv: string, en: string): LocalizedText => ({ fi, sv, en });

export const PRE_VISIT_FORM = 1;
export const AUDIT_FORM = 2;
export const SATISFACTION_FORM = 3;

export const questionnaireFormRows: (typeof questionnaireForms.$inferInsert)[] = [
  {
    id: PRE_VISIT_FORM,
    questionnaireTitle: t('Esitietolomake', 'Förhandsuppgifter', 'Pre-visit questionnaire'),
    // Every kind of question the format has, and a condition: the pages' demo.
    definition: {
      questions: [
        {
          id: 'reason',
          type: 'text',
          required: true,
          maxLength: 500,
          text: t('Mikä on käyntisi syy?', 'Vad är orsaken till besöket?', 'What is the reason for your visit?'),
          help: t('Kerro muutamalla sanalla.', 'Berätta med några ord.', 'Tell us in a few words.'),
        },
        {
          id: 'symptoms',
          type: 'multipleChoice',
          required: false,
          text: t('Onko sinulla nyt jokin näistä oireista?', 'Har du nu något av dessa symtom?', 'Do you have any of these symptoms now?'),
          options: [
            { value: 'fever', text: t('Kuumetta', 'Feber', 'Fever') },
            { value: 'cough', text: t('Yskää', 'Hosta', 'Cough') },
            { value: 'headache', text: t('Päänsärkyä', 'Huvudvärk', 'Headache') },
          ],
        },
        {
          id: 'allergies',
          type: 'yesNo',
          required: true,
          text: t('Onko sinulla lääkeaineallergioita?', 'Har du läkemedelsallergier?', 'Are you allergic to any medicines?'),
        },
        {
          id: 'allergyDetails',
          type: 'text',
          required: true,
          showIf: { questionId: 'allergies', equals: true },
          text: t('Mille lääkkeille olet allerginen?', 'Vilka läkemedel är du allergisk mot?', 'Which medicines are you allergic to?'),
        },
        {
          id: 'smoking',
          type: 'choice',
          required: true,
          text: t('Tupakoitko?', 'Röker du?', 'Do you smoke?'),
          options: [
            { value: 'never', text: t('En koskaan', 'Aldrig', 'Never') },
            { value: 'former', text: t('Olen lopettanut', 'Jag har slutat', 'I have quit') },
            { value: 'daily', text: t('Päivittäin', 'Dagligen', 'Daily') },
          ],
        },
        {
          id: 'medication',
          type: 'text',
          required: false,
          text: t('Mitä lääkkeitä käytät säännöllisesti?', 'Vilka läkemedel använder du regelbundet?', 'Which medicines do you take regularly?'),
        },
        {
          id: 'pain',
          type: 'scale',
          required: true,
          min: 0,
          max: 10,
          text: t('Kuinka voimakasta kipusi on?', 'Hur stark är din smärta?', 'How strong is your pain?'),
          minLabel: t('Ei kipua', 'Ingen smärta', 'No pain'),
          maxLabel: t('Pahin mahdollinen', 'Värsta tänkbara', 'Worst possible'),
        },
      ],
    },
  },
  {
    id: AUDIT_FORM,
    questionnaireTitle: t('AUDIT – alkoholinkäytön riskit', 'AUDIT – risker med alkoholbruk', 'AUDIT – alcohol use risks'),
    definition: {
      questions: [
        {
          id: 'frequency',
          type: 'choice',
          required: true,
          text: t('Kuinka usein juot alkoholia?', 'Hur ofta dricker du alkohol?', 'How often do you drink alcohol?'),
          options: [
            { value: '0', text: t('En koskaan', 'Aldrig', 'Never') },
            { value: '1', text: t('Noin kerran kuussa tai harvemmin', 'Cirka en gång i månaden eller mer sällan', 'Monthly or less') },
            { value: '2', text: t('2–4 kertaa kuussa', '2–4 gånger i månaden', '2–4 times a month') },
            { value: '3', text: t('2–3 kertaa viikossa', '2–3 gånger i veckan', '2–3 times a week') },
            { value: '4', text: t('4 kertaa viikossa tai useammin', '4 gånger i veckan eller oftare', '4 or more times a week') },
          ],
        },
        {
          id: 'amount',
          type: 'choice',
          required: true,
          text: t('Kuinka monta annosta juot tavallisesti kerralla?', 'Hur många portioner dricker du vanligen per gång?', 'How many drinks do you usually have at a time?'),
          options: [
            { value: '0', text: t('1–2', '1–2', '1–2') },
            { value: '1', text: t('3–4', '3–4', '3–4') },
            { value: '2', text: t('5–6', '5–6', '5–6') },
            { value: '3', text: t('7–9', '7–9', '7–9') },
            { value: '4', text: t('10 tai enemmän', '10 eller fler', '10 or more') },
          ],
        },
      ],
    },
  },
  {
    id: SATISFACTION_FORM,
    questionnaireTitle: t('Asiakastyytyväisyys', 'Kundnöjdhet', 'Customer satisfaction'),
    definition: {
      questions: [
        {
          id: 'rating',
          type: 'scale',
          required: true,
          min: 1,
          max: 5,
          text: t('Kuinka tyytyväinen olit palveluun?', 'Hur nöjd var du med servicen?', 'How satisfied were you with the service?'),
          minLabel: t('Tyytymätön', 'Missnöjd', 'Dissatisfied'),
          maxLabel: t('Erittäin tyytyväinen', 'Mycket nöjd', 'Very satisfied'),
        },
        { id: 'feedback', type: 'text', required: false, text: t('Mitä voisimme tehdä paremmin?', 'Vad kunde vi göra bättre?', 'What could we do better?') },
      ],
    },
  },
];
