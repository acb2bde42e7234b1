import type { DirectCompensationPermit } from '@portal/booking/contracts';
import type { InsuranceEvent, InsuranceState } from './insurance-state';
import { initialInsurance, insuranceChoiceOf, insuranceReducer } from './insurance-state';

const knee: DirectCompensationPermit = { symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2027-02-21', contentHash: 'kneePermitHash0001' };
const run = (...events: InsuranceEvent[]): InsuranceState => events.reduce(insuranceReducer, initialInsurance());
const found: InsuranceEvent[] = [{ type: 'pohjola', event: { type: 'check' } }, { type: 'pohjola', event: { type: 'answered', hasInsurance: true } }];
const lahiTapiolaWithPermit: InsuranceEvent[] = [
  { type: 'chooseCompany', company: 'LAHITAPIOLA' },
  { type: 'lahiTapiola', event: { type: 'start' } },
  { type: 'lahiTapiola', event: { type: 'found', permits: [knee] } },
  { type: 'lahiTapiola', event: { type: 'choosePermit', contentHash: knee.contentHash } },
  { type: 'lahiTapiola', event: { type: 'consent', given: true } },
];

describe('the insurance section’s state', () => {
  it('starts with nothing chosen', () => {
    expect(initialInsurance()).toMatchObject({ insuranceCompany: undefined, reimbursementOption: undefined, ifConsent: false, pohjola: { status: 'undefined' }, lahiTapiola: { status: 'notAsked' } });
  });

  it('comes back from LähiTapiola’s application with LähiTapiola chosen and the outcome read', () => {
    expect(initialInsurance('directcompensationdenied')).toMatchObject({ insuranceCompany: 'LAHITAPIOLA', lahiTapiola: { status: 'denied' } });
    expect(initialInsurance('directcompensationallowed')).toMatchObject({ insuranceCompany: 'LAHITAPIOLA', lahiTapiola: { status: 'asking' } });
  });

  it('resets Pohjola’s check when the insurer changes', () => {
    const checked = run({ type: 'chooseCompany', company: 'OP' }, ...found);
    expect(checked.pohjola.status).toBe('found');
    expect(insuranceReducer(checked, { type: 'chooseCompany', company: 'IF' }).pohjola.status).toBe('undefined');
    expect(run({ type: 'chooseCompany', company: 'OP' }, ...found, { type: 'chooseCompany', company: 'IF' }, { type: 'chooseCompany', company: 'OP' }).pohjola.status).toBe('undefined');
  });

  it('resets Pohjola’s check when the option changes, and keeps it when the same one is chosen again', () => {
    const checked = run({ type: 'chooseCompany', company: 'OP' }, { type: 'chooseOption', option: 'PAY_AND_REIMBURSE' }, ...found);
    expect(insuranceReducer(checked, { type: 'chooseOption', option: 'PAY_AND_REIMBURSE' })).toBe(checked);
    expect(insuranceReducer(checked, { type: 'chooseOption', option: 'COMPANY_REIMBURSEMENT' }).pohjola.status).toBe('undefined');
  });

  it('clears the option and If’s consent when the insurer changes, and the consent when the option does', () => {
    const ifUse = run({ type: 'chooseCompany', company: 'IF' }, { type: 'chooseOption', option: 'USE_REIMBURSEMENT' }, { type: 'ifConsent', given: true });
    expect(ifUse).toMatchObject({ reimbursementOption: 'USE_REIMBURSEMENT', ifConsent: true });
    expect(insuranceReducer(ifUse, { type: 'chooseCompany', company: 'OP' })).toMatchObject({ reimbursementOption: undefined, ifConsent: false });
    expect(insuranceReducer(ifUse, { type: 'chooseOption', option: 'PAY_AND_REIMBURSE' })).toMatchObject({ ifConsent: false });
    expect(insuranceReducer(ifUse, { type: 'chooseCompany', company: 'IF' })).toBe(ifUse);
  });

  it('starts LähiTapiola’s flow over when the insurer changes', () => {
    const chosen = run(...lahiTapiolaWithPermit);
    expect(run(...lahiTapiolaWithPermit, { type: 'chooseCompany', company: 'IF' }, { type: 'chooseCompany', company: 'LAHITAPIOLA' }).lahiTapiola.status).toBe('notAsked');
    expect(chosen.lahiTapiola.status).toBe('foundWithPermits');
  });
});

describe('insuranceChoiceOf', () => {
  it('sends If’s option and, for direct compensation, its consent', () => {
    expect(insuranceChoiceOf(run({ type: 'chooseCompany', company: 'IF' }, { type: 'chooseOption', option: 'PAY_AND_REIMBURSE' }), true)).toEqual({
      insuranceCompany: 'IF',
      reimbursementOption: 'PAY_AND_REIMBURSE',
    });
    expect(insuranceChoiceOf(run({ type: 'chooseCompany', company: 'IF' }, { type: 'chooseOption', option: 'USE_REIMBURSEMENT' }, { type: 'ifConsent', given: true }), true)).toEqual({
      insuranceCompany: 'IF',
      reimbursementOption: 'USE_REIMBURSEMENT',
      directCompensationConsent: true,
    });
  });

  it('sends LähiTapiola’s permit as direct compensation with its consent, once the flow has one', () => {
    expect(insuranceChoiceOf(run(...lahiTapiolaWithPermit), true)).toEqual({
      insuranceCompany: 'LAHITAPIOLA',
      reimbursementOption: 'USE_REIMBURSEMENT',
      directCompensationConsent: true,
      dcpContentHash: knee.contentHash,
    });
    expect(insuranceChoiceOf(run(...lahiTapiolaWithPermit.slice(0, -1)), true)).toEqual({ insuranceCompany: 'LAHITAPIOLA' });
  });

  it('sends LähiTapiola alone when no flow runs', () => {
    expect(insuranceChoiceOf(run(...lahiTapiolaWithPermit), false)).toEqual({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: undefined });
  });
});
