import * as v from 'valibot';
import type { RenewalAnswersDraft } from './prescriptions';
import {
  emptyRenewalAnswers,
  needsFollowUp,
  PrescriptionRenewalRequestSchema,
  PrescriptionsListSchema,
  renewalAnswerProblems,
  renewalAnswersComplete,
} from './prescriptions';

/** Every question answered, no follow-up asked for. */
function complete(): RenewalAnswersDraft {
  return {
    general: { usage: 'asPrescribed', healthChange: 'unchanged' },
    text: { purpose: 'Kilpirauhasen vajaatoimintaan', otherMedicines: 'Ei muita' },
    yesNo: { finished: { answer: 'yes', followUp: '' }, sideEffects: { answer: 'no', followUp: '' } },
  };
}

describe('the renewal rule (booking doc section 5, "Prescription renewal")', () => {
  it('is complete with every question answered and no follow-up asked for', () => {
    expect(renewalAnswerProblems(complete())).toEqual([]);
    expect(renewalAnswersComplete(complete())).toBe(true);
  });

  it('lists every question of a form not yet started', () => {
    expect(renewalAnswerProblems(emptyRenewalAnswers())).toEqual([
      'general.usage',
      'general.healthChange',
      'text.purpose',
      'text.otherMedicines',
      'yesNo.finished',
      'yesNo.sideEffects',
    ]);
    expect(renewalAnswersComplete(emptyRenewalAnswers())).toBe(false);
  });

  it.each(['usage', 'healthChange'] as const)('needs an answer to the general question %s', (question) => {
    const answers = complete();
    answers.general[question] = null;
    expect(renewalAnswerProblems(answers)).toEqual([`general.${question}`]);
  });

  it.each(['purpose', 'otherMedicines'] as const)('needs a written answer to the text question %s, blanks are no answer', (question) => {
    for (const text of ['', '   ', '\n\t']) {
      const answers = complete();
      answers.text[question] = text;
      expect(renewalAnswerProblems(answers)).toEqual([`text.${question}`]);
    }
  });

  it.each(['finished', 'sideEffects'] as const)('needs an answer to the yes/no question %s', (question) => {
    const answers = complete();
    answers.yesNo[question] = { answer: null, followUp: 'whatever' };
    expect(renewalAnswerProblems(answers)).toEqual([`yesNo.${question}`]);
  });

  it("needs a follow-up when 'finished' is answered no, not when yes", () => {
    const answers = complete();
    answers.yesNo.finished = { answer: 'no', followUp: ' ' };
    expect(renewalAnswerProblems(answers)).toEqual(['yesNo.finished.followUp']);
    answers.yesNo.finished.followUp = 'Lähden ulkomaille kolmeksi kuukaudeksi';
    expect(renewalAnswersComplete(answers)).toBe(true);
    expect(needsFollowUp('finished', 'no')).toBe(true);
    expect(needsFollowUp('finished', 'yes')).toBe(false);
    expect(needsFollowUp('finished', null)).toBe(false);
  });

  it("needs a follow-up when 'side effects' is answered yes, not when no", () => {
    const answers = complete();
    answers.yesNo.sideEffects = { answer: 'yes', followUp: '' };
    expect(renewalAnswerProblems(answers)).toEqual(['yesNo.sideEffects.followUp']);
    answers.yesNo.sideEffects.followUp = 'Päänsärkyä';
    expect(renewalAnswersComplete(answers)).toBe(true);
    expect(needsFollowUp('sideEffects', 'yes')).toBe(true);
    expect(needsFollowUp('sideEffects', 'no')).toBe(false);
  });

  it('needs no follow-up otherwise, even a blank one', () => {
    const answers = complete();
    answers.yesNo.finished = { answer: 'yes', followUp: '' };
    answers.yesNo.sideEffects = { answer: 'no', followUp: '' };
    expect(renewalAnswersComplete(answers)).toBe(true);
  });
});

describe('the renewal request', () => {
  const request = { prescriptionIds: [3, 4], answers: complete() };

  it('takes renewable ids and complete answers', () => {
    expect(v.parse(PrescriptionRenewalRequestSchema, request)).toEqual(request);
  });

  it('refuses incomplete answers with the same rule', () => {
    const answers = complete();
    answers.yesNo.sideEffects = { answer: 'yes', followUp: '' };
    expect(v.safeParse(PrescriptionRenewalRequestSchema, { ...request, answers }).success).toBe(false);
  });

  it('refuses no ids, twice the same id, ids that are no ids, and answers of another shape', () => {
    for (const prescriptionIds of [[], [3, 3], [0], [1.5], ['3'], [2_147_483_648]]) {
      expect(v.safeParse(PrescriptionRenewalRequestSchema, { ...request, prescriptionIds }).success).toBe(false);
    }
    expect(v.safeParse(PrescriptionRenewalRequestSchema, { ...request, answers: { ...complete(), extra: 1 } }).success).toBe(false);
    expect(v.safeParse(PrescriptionRenewalRequestSchema, { ...request, answers: { ...complete(), general: { usage: 'sometimes', healthChange: 'better' } } }).success).toBe(false);
    const long = complete();
    long.text.purpose = 'x'.repeat(2001);
    expect(v.safeParse(PrescriptionRenewalRequestSchema, { ...request, answers: long }).success).toBe(false);
  });
});

describe('the prescriptions list', () => {
  it('holds prescriptions with or without a treatment length, and the renewal state', () => {
    const prescription = {
      id: 1,
      medicineName: 'Levaxin',
      strength: '50 mikrog',
      issuedDate: '2026-01-27',
      isRenewable: true,
      medicineType: 'tabletti',
      packageUnit: 'kpl',
      packageSize: 100,
      packageCount: 1,
      totalAmount: 100,
      treatmentLength: 3,
      treatmentLengthUnit: 'months',
      dosageGuide: '1 tabletti aamulla',
      usageGuide: 'Kilpirauhasen vajaatoimintaan',
    };
    const list = { prescriptions: [prescription, { ...prescription, id: 2, treatmentLength: null, treatmentLengthUnit: null }], renewal: { enabled: true, status: 'ok' } };
    expect(v.parse(PrescriptionsListSchema, list)).toEqual(list);
    expect(v.safeParse(PrescriptionsListSchema, { ...list, renewal: { enabled: true, status: 'off' } }).success).toBe(false);
  });
});
