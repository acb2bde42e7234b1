import * as v from 'valibot';
import { SignedInReservationRequestSchema } from './booking-reservation';
import type { InsuranceChoice, InsuranceContext } from './insurance-choice';
import { INSURANCE_CONCEPT_CODES, choosableReimbursementOptions, insuranceChoiceProblems, insuranceCompanies, insuranceConceptCode, insuranceRequestProblems, isInsuranceChoiceComplete, isReimbursementOptionDisabled, lahiTapiolaFlowApplies, needsDirectCompensationConsent, needsLahiTapiolaPermit, needsPohjolaCheck, notInsuranceProblems, reimbursementOptionsOf, selectableInsurers } from './insurance-choice';

const inPerson: InsuranceContext = { isRemote: false, lahiTapiolaFlow: true };
const rules = (choice: InsuranceChoice, context: InsuranceContext = inPerson) => insuranceChoiceProblems(choice, context).map((p) => `${p.field}:${p.rule}`);
const HASH = 'AbCdEfGh12345678';

describe('the insurers', () => {
  it('stores any of the fifteen companies, and offers If, LähiTapiola, Pohjola (OP) and Other', () => {
    expect(insuranceCompanies).toHaveLength(15);
    expect(selectableInsurers).toEqual(['IF', 'LAHITAPIOLA', 'OP', 'OTHER']);
    for (const insurer of selectableInsurers) expect(insuranceCompanies).toContain(insurer);
  });

  it('lets the patient pick an option for If and OP only; LähiTapiola’s comes with its permit', () => {
    expect(choosableReimbursementOptions('IF')).toEqual(['PAY_AND_REIMBURSE', 'COMPANY_REIMBURSEMENT', 'USE_REIMBURSEMENT']);
    expect(choosableReimbursementOptions('OP')).toEqual(['PAY_AND_REIMBURSE', 'COMPANY_REIMBURSEMENT', 'USE_REIMBURSEMENT']);
    expect(choosableReimbursementOptions('LAHITAPIOLA')).toEqual([]);
    expect(choosableReimbursementOptions('OTHER')).toEqual([]);
    expect(choosableReimbursementOptions(undefined)).toEqual([]);
    expect(reimbursementOptionsOf('LAHITAPIOLA', true)).toEqual(['USE_REIMBURSEMENT']);
    expect(reimbursementOptionsOf('LAHITAPIOLA', false)).toEqual([]);
  });

  it('disables company insurance for remote times only', () => {
    expect(isReimbursementOptionDisabled('COMPANY_REIMBURSEMENT', true)).toBe(true);
    expect(isReimbursementOptionDisabled('COMPANY_REIMBURSEMENT', false)).toBe(false);
    expect(isReimbursementOptionDisabled('USE_REIMBURSEMENT', true)).toBe(false);
    expect(isReimbursementOptionDisabled('PAY_AND_REIMBURSE', true)).toBe(false);
  });

  it('runs LähiTapiola’s flow with the feature for 18 or over, or with a guardian acting', () => {
    expect(lahiTapiolaFlowApplies({ featureOn: true, age: 18, actingForChild: false })).toBe(true);
    expect(lahiTapiolaFlowApplies({ featureOn: true, age: 17, actingForChild: false })).toBe(false);
    expect(lahiTapiolaFlowApplies({ featureOn: true, age: 8, actingForChild: true })).toBe(true);
    expect(lahiTapiolaFlowApplies({ featureOn: true, age: null, actingForChild: false })).toBe(false);
    expect(lahiTapiolaFlowApplies({ featureOn: false, age: 40, actingForChild: false })).toBe(false);
  });

  it('knows which choices need a consent, a Pohjola check or a permit', () => {
    expect(needsDirectCompensationConsent({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' })).toBe(true);
    expect(needsDirectCompensationConsent({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT' })).toBe(true);
    expect(needsDirectCompensationConsent({ insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toBe(false);
    expect(needsDirectCompensationConsent({ insuranceCompany: 'OP', reimbursementOption: 'USE_REIMBURSEMENT' })).toBe(false);
    expect([needsPohjolaCheck('OP'), needsPohjolaCheck('IF'), needsPohjolaCheck(undefined)]).toEqual([true, false, false]);
    expect([needsLahiTapiolaPermit('LAHITAPIOLA', true), needsLahiTapiolaPermit('LAHITAPIOLA', false), needsLahiTapiolaPermit('IF', true)]).toEqual([true, false, false]);
  });
});

describe('insuranceChoiceProblems', () => {
  it('requires a company, and nothing more until one is chosen', () => {
    expect(rules({})).toEqual(['insuranceCompany:companyRequired']);
    expect(rules({ reimbursementOption: 'USE_REIMBURSEMENT' })).toEqual(['insuranceCompany:companyRequired']);
  });

  it('requires an option for If, and none for OP or Other', () => {
    expect(rules({ insuranceCompany: 'IF' })).toEqual(['reimbursementOption:optionRequired']);
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toEqual([]);
    expect(rules({ insuranceCompany: 'OP' })).toEqual([]);
    expect(rules({ insuranceCompany: 'OTHER' })).toEqual([]);
  });

  it('requires the consent box for If’s direct compensation', () => {
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' })).toEqual(['directCompensationConsent:consentRequired']);
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: false })).toEqual(['directCompensationConsent:consentRequired']);
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true })).toEqual([]);
  });

  it('refuses company insurance for a remote time', () => {
    const remote = { ...inPerson, isRemote: true };
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT' }, remote)).toEqual(['reimbursementOption:companyReimbursementRemote']);
    expect(rules({ insuranceCompany: 'OP', reimbursementOption: 'COMPANY_REIMBURSEMENT' }, remote)).toEqual(['reimbursementOption:companyReimbursementRemote']);
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT' })).toEqual([]);
  });

  it('refuses an option the insurer does not offer', () => {
    expect(rules({ insuranceCompany: 'OTHER', reimbursementOption: 'PAY_AND_REIMBURSE' })).toEqual(['reimbursementOption:optionNotOffered']);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'PAY_AND_REIMBURSE', dcpContentHash: HASH, directCompensationConsent: true })).toEqual([
      'reimbursementOption:optionNotOffered',
    ]);
  });

  it('ends LähiTapiola’s flow, when it runs, in a permit with its consent box', () => {
    expect(rules({ insuranceCompany: 'LAHITAPIOLA' })).toEqual(['reimbursementOption:optionRequired', 'dcpContentHash:permitRequired']);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', dcpContentHash: HASH })).toEqual(['directCompensationConsent:consentRequired']);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true })).toEqual(['dcpContentHash:permitRequired']);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', dcpContentHash: HASH, directCompensationConsent: true })).toEqual([]);
  });

  it('takes LähiTapiola without a permit when no flow runs (feature off, or under 18 on one’s own), and refuses one then', () => {
    const noFlow = { ...inPerson, lahiTapiolaFlow: false };
    expect(rules({ insuranceCompany: 'LAHITAPIOLA' }, noFlow)).toEqual([]);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', dcpContentHash: HASH }, noFlow)).toEqual(['dcpContentHash:permitNotOffered']);
    expect(rules({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true }, noFlow)).toEqual([
      'reimbursementOption:optionNotOffered',
    ]);
  });

  it('refuses a permit with another insurer', () => {
    expect(rules({ insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE', dcpContentHash: HASH })).toEqual(['dcpContentHash:permitNotOffered']);
  });

  it('has request-only rules that never depend on the time or the patient', () => {
    expect(insuranceRequestProblems({ insuranceCompany: 'LAHITAPIOLA' })).toEqual([]);
    expect(insuranceRequestProblems({ insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT' })).toEqual([]);
    expect(notInsuranceProblems({ insuranceCompany: 'IF', dcpContentHash: HASH })).toEqual([
      { field: 'insuranceCompany', rule: 'notInsurance' },
      { field: 'dcpContentHash', rule: 'notInsurance' },
    ]);
    expect(notInsuranceProblems({})).toEqual([]);
  });
});

describe('isInsuranceChoiceComplete', () => {
  const found = { ...inPerson, pohjolaInsuranceFound: true };
  const notFound = { ...inPerson, pohjolaInsuranceFound: false };

  it('needs Pohjola’s check to have found the insurance for OP', () => {
    expect(isInsuranceChoiceComplete({ insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE' }, notFound)).toBe(false);
    expect(isInsuranceChoiceComplete({ insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE' }, found)).toBe(true);
  });

  it('ignores the check for the others, and needs every rule', () => {
    expect(isInsuranceChoiceComplete({ insuranceCompany: 'OTHER' }, notFound)).toBe(true);
    expect(isInsuranceChoiceComplete({ insuranceCompany: 'IF' }, found)).toBe(false);
    expect(isInsuranceChoiceComplete({}, found)).toBe(false);
  });
});

describe('insuranceConceptCode', () => {
  const code = (choice: InsuranceChoice, lahiTapiolaFeatureOn = true, kindConceptCode: string | null = null) =>
    insuranceConceptCode(choice, { lahiTapiolaFeatureOn, kindConceptCode })?.code ?? null;

  it('gives If 90157 for direct compensation and 758236 for company insurance or paying', () => {
    expect(code({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' })).toBe('90157');
    expect(code({ insuranceCompany: 'IF', reimbursementOption: 'COMPANY_REIMBURSEMENT' })).toBe('758236');
    expect(code({ insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toBe('758236');
    expect(code({ insuranceCompany: 'IF' })).toBeNull();
  });

  it('gives OP 999503 for paying only', () => {
    expect(code({ insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE' })).toBe('999503');
    expect(code({ insuranceCompany: 'OP', reimbursementOption: 'USE_REIMBURSEMENT' })).toBeNull();
    expect(code({ insuranceCompany: 'OP' })).toBeNull();
  });

  it('gives LähiTapiola 90021 for direct compensation with the feature only', () => {
    expect(code({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT' })).toBe('90021');
    expect(code({ insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT' }, false)).toBeNull();
    expect(code({ insuranceCompany: 'LAHITAPIOLA' })).toBeNull();
  });

  it('gives Other none', () => {
    expect(code({ insuranceCompany: 'OTHER' })).toBeNull();
  });

  it('gives the appointment kind’s code (663) over the insurer’s, as the kind’s own', () => {
    expect(insuranceConceptCode({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' }, { lahiTapiolaFeatureOn: true, kindConceptCode: '663' })).toEqual({
      code: INSURANCE_CONCEPT_CODES.appointmentKind,
      source: 'appointmentKind',
    });
    expect(insuranceConceptCode({ insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' }, { lahiTapiolaFeatureOn: true, kindConceptCode: null })).toEqual({
      code: '90157',
      source: 'insurer',
    });
  });
});

describe('the reservation request’s insurance fields', () => {
  const body = { internalOrganization: 'general', appointmentId: 7, emailAddress: 'emilia@example.com', phone: '0401234567' };
  const paths = (input: object) => {
    const result = v.safeParse(SignedInReservationRequestSchema, input);
    return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}:${issue.expected}`);
  };

  it('takes an insurer and option for an insurance reservation', () => {
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toEqual([]);
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'LAHITAPIOLA', reimbursementOption: 'USE_REIMBURSEMENT', dcpContentHash: HASH, directCompensationConsent: true })).toEqual([]);
  });

  it('names the field of each broken rule', () => {
    expect(paths({ ...body, customerType: 'insurance' })).toEqual(['insuranceCompany:companyRequired']);
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'IF' })).toEqual(['reimbursementOption:optionRequired']);
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'IF', reimbursementOption: 'USE_REIMBURSEMENT' })).toEqual(['directCompensationConsent:consentRequired']);
  });

  it('refuses insurance fields on another customer type, an unknown insurer and a malformed permit hash', () => {
    expect(paths({ ...body, insuranceCompany: 'IF', reimbursementOption: 'PAY_AND_REIMBURSE' })).toEqual(['insuranceCompany:notInsurance', 'reimbursementOption:notInsurance']);
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'FENNIA' })).toHaveLength(1);
    expect(paths({ ...body, customerType: 'insurance', insuranceCompany: 'LAHITAPIOLA', dcpContentHash: 'short' })).toHaveLength(1);
  });
});
