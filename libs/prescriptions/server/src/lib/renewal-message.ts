import type { Prescription, RenewalAnswers, RenewalGeneralQuestion, RenewalTextQuestion, RenewalYesNoQuestion, YesNo } from '@portal/prescriptions/contracts';
import { needsFollowUp, renewalGeneralQuestions, renewalTextQuestions, renewalYesNoQuestions } from '@portal/prescriptions/contracts';
import { formatDate } from '@portal/shared/util';

/**
 * The renewal as the care team reads it: a conversation with a fixed Finnish title and a text
 * body (booking doc section 7), whatever the patient's language, since the care team works in
 * Finnish. The question texts are the Finnish ones of the portal's form (fi catalog,
 * prescriptions.question.* and prescriptions.option.*), so the nurse reads what the patient was asked.
 */
export const RENEWAL_THREAD_TITLE = 'Reseptin uusiminen';

const generalTexts: Record<RenewalGeneralQuestion, { question: string; options: Record<string, string> }> = {
  usage: {
    question: 'Miten olet käyttänyt lääkettä?',
    options: {
      asPrescribed: 'Ohjeen mukaisesti',
      lessThanPrescribed: 'Vähemmän kuin ohjeessa',
      moreThanPrescribed: 'Enemmän kuin ohjeessa',
      onlyWhenNeeded: 'Vain tarvittaessa',
    } satisfies Record<(typeof renewalGeneralQuestions.usage)[number], string>,
  },
  healthChange: {
    question: 'Onko terveydentilasi muuttunut reseptin kirjoittamisen jälkeen?',
    options: {
      unchanged: 'Ei muutosta',
      better: 'Parempi',
      worse: 'Huonompi',
    } satisfies Record<(typeof renewalGeneralQuestions.healthChange)[number], string>,
  },
};

const textQuestions: Record<RenewalTextQuestion, string> = {
  purpose: 'Mihin käytät lääkettä?',
  otherMedicines: 'Mitä muita lääkkeitä, luontaistuotteita tai ravintolisiä käytät?',
};

const yesNoQuestions: Record<RenewalYesNoQuestion, { question: string; followUp: string }> = {
  finished: { question: 'Onko resepti loppunut tai loppumassa kuukauden kuluessa?', followUp: 'Miksi tarvitset uusinnan jo nyt?' },
  sideEffects: { question: 'Onko lääkkeestä ollut haittavaikutuksia?', followUp: 'Kuvaile haittavaikutukset' },
};

const yesNoText: Record<YesNo, string> = { yes: 'Kyllä', no: 'Ei' };

/** 'Levaxin 50 mikrog (määrätty 27.1.2026)'. */
function prescriptionLine(prescription: Prescription): string {
  return `- ${prescription.medicineName} ${prescription.strength} (määrätty ${formatDate(prescription.issuedDate)})`;
}

/** The message body: the medicines, then each question with its answer, in the form's order. */
export function renewalMessage(prescriptions: readonly Prescription[], answers: RenewalAnswers): string {
  const blocks: string[] = [['Pyydän uusimaan seuraavat reseptit:', ...prescriptions.map(prescriptionLine)].join('\n')];
  for (const question of Object.keys(renewalGeneralQuestions) as RenewalGeneralQuestion[]) {
    const answer = answers.general[question];
    const texts = generalTexts[question];
    blocks.push(`${texts.question}\n${answer === null ? '' : (texts.options[answer] ?? answer)}`);
  }
  for (const question of renewalTextQuestions) blocks.push(`${textQuestions[question]}\n${answers.text[question].trim()}`);
  for (const question of renewalYesNoQuestions) {
    const { answer, followUp } = answers.yesNo[question];
    const texts = yesNoQuestions[question];
    blocks.push(`${texts.question}\n${answer === null ? '' : yesNoText[answer]}`);
    // A follow-up is sent only where the form asks for one.
    if (needsFollowUp(question, answer)) blocks.push(`${texts.followUp}\n${followUp.trim()}`);
  }
  return blocks.join('\n\n');
}
