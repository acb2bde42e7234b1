import { LAHITAPIOLA_MIN_AGE } from './insurance';

/**
 * An insurance customer's payer (booking doc sections 3, 5 and 9): the insurer, how the visit is
 * paid, and the concept code that tells the clinic's system so. The same rules for the portal (the
 * reservation page and its Reserve button) and the API (the reservation), which asks the insurers
 * again rather than trusting what the page saw.
 */

/** Every insurer a reservation may be stored with (the clinic's own data knows them all). */
export const insuranceCompanies = [
  'AKTIA',
  'FENNIA',
  'IF',
  'LAHITAPIOLA',
  'MANDATUM',
  'MELA',
  'OP',
  'OTHER',
  'POHJANTAHTI',
  'POP',
  'PROTECTOR',
  'PV',
  'SAASTOPANKKI',
  'TURVA',
  'VALTIOKONTTORI',
] as const;
export type InsuranceCompany = (typeof insuranceCompanies)[number];

/** The insurers a patient chooses from when booking, in the order shown: If, LähiTapiola, Pohjola (OP), Other. */
export const selectableInsurers = ['IF', 'LAHITAPIOLA', 'OP', 'OTHER'] as const satisfies readonly InsuranceCompany[];
export type SelectableInsurer = (typeof selectableInsurers)[number];

/**
 * How the visit is paid: the patient pays and claims it back, the employer's company insurance
 * pays, or the insurer pays the clinic directly (direct compensation).
 */
export const reimbursementOptions = ['PAY_AND_REIMBURSE', 'COMPANY_REIMBURSEMENT', 'USE_REIMBURSEMENT'] as const;
export type ReimbursementOption = (typeof reimbursementOptions)[number];

/** The concept codes of section 9. */
export const INSURANCE_CONCEPT_CODES = {
  /** If, direct compensation. */
  ifUse: '90157',
  /** If, company insurance or pay and claim back. */
  ifCompanyOrPay: '758236',
  /** Pohjola (OP), pay and claim back. */
  opPay: '999503',
  /** LähiTapiola, direct compensation with a permit (feature lahitapiola-insurance-flow). */
  lahiTapiolaUse: '90021',
  /** Carried by an appointment kind, never added by the patient. */
  appointmentKind: '663',
} as const;

/** What the patient chose on the reservation page. */
export interface InsuranceChoice {
  insuranceCompany?: SelectableInsurer | undefined;
  reimbursementOption?: ReimbursementOption | undefined;
  /** The consent box of direct compensation: If's, or LähiTapiola's for the chosen permit. */
  directCompensationConsent?: boolean | undefined;
  /** The chosen LähiTapiola permit's content hash. */
  dcpContentHash?: string | undefined;
}

/** What the rules need to know of the time and the patient. */
export interface InsuranceContext {
  /** A remote time: company insurance is not offered. */
  isRemote: boolean;
  /** LähiTapiola's permit flow runs for this patient (lahiTapiolaFlowApplies). */
  lahiTapiolaFlow: boolean;
}

export type InsuranceField = 'insuranceCompany' | 'reimbursementOption' | 'directCompensationConsent' | 'dcpContentHash';

export type InsuranceRule =
  /** No insurer chosen. */
  | 'companyRequired'
  /** If without an option, or LähiTapiola's flow without direct compensation. */
  | 'optionRequired'
  /** An option the insurer does not offer. */
  | 'optionNotOffered'
  /** Company insurance for a remote time. */
  | 'companyReimbursementRemote'
  /** Direct compensation without its consent box. */
  | 'consentRequired'
  /** LähiTapiola's flow without a chosen permit. */
  | 'permitRequired'
  /** A permit where no LähiTapiola flow runs. */
  | 'permitNotOffered'
  /** Insurance fields on a reservation that is not an insurance one. */
  | 'notInsurance';

export interface InsuranceProblem {
  field: InsuranceField;
  rule: InsuranceRule;
}

/**
 * Whether LähiTapiola's permit flow runs: the feature is on, and the patient is 18 or over, or a
 * child with the guardian acting (section 5). `age` on today's Helsinki date; null when unknown.
 */
export function lahiTapiolaFlowApplies(input: { featureOn: boolean; age: number | null; actingForChild: boolean }): boolean {
  return input.featureOn && (input.actingForChild || (input.age !== null && input.age >= LAHITAPIOLA_MIN_AGE));
}

/** The options the patient picks from for an insurer; LähiTapiola's direct compensation comes with its permit instead. */
export function choosableReimbursementOptions(company: SelectableInsurer | undefined): readonly ReimbursementOption[] {
  return company === 'IF' || company === 'OP' ? reimbursementOptions : [];
}

/** The options a reservation may carry for an insurer. */
export function reimbursementOptionsOf(company: SelectableInsurer, lahiTapiolaFlow: boolean): readonly ReimbursementOption[] {
  if (company === 'LAHITAPIOLA') return lahiTapiolaFlow ? ['USE_REIMBURSEMENT'] : [];
  return choosableReimbursementOptions(company);
}

/** Company insurance is not offered for remote times (section 5). */
export function isReimbursementOptionDisabled(option: ReimbursementOption, isRemote: boolean): boolean {
  return option === 'COMPANY_REIMBURSEMENT' && isRemote;
}

/** If's direct compensation and LähiTapiola's permit both need the patient's consent box. */
export function needsDirectCompensationConsent(choice: InsuranceChoice): boolean {
  return (choice.insuranceCompany === 'IF' || choice.insuranceCompany === 'LAHITAPIOLA') && choice.reimbursementOption === 'USE_REIMBURSEMENT';
}

/** Pohjola (OP) is asked whether the patient is insured on the day before a reservation (section 5). */
export function needsPohjolaCheck(company: SelectableInsurer | undefined): boolean {
  return company === 'OP';
}

/** LähiTapiola's flow, when it runs, ends in a chosen permit (section 5). */
export function needsLahiTapiolaPermit(company: SelectableInsurer | undefined, lahiTapiolaFlow: boolean): boolean {
  return company === 'LAHITAPIOLA' && lahiTapiolaFlow;
}

const insuranceFields: readonly InsuranceField[] = ['insuranceCompany', 'reimbursementOption', 'directCompensationConsent', 'dcpContentHash'];

/** Insurance fields sent with a reservation that is not an insurance one. */
export function notInsuranceProblems(choice: InsuranceChoice): InsuranceProblem[] {
  return insuranceFields.filter((field) => choice[field] !== undefined).map((field) => ({ field, rule: 'notInsurance' }));
}

/**
 * The rules a request shows by itself, whatever the time and the patient: an insurer; an option
 * for If, one the insurer may offer; the consent box of direct compensation; a permit only with
 * LähiTapiola.
 */
export function insuranceRequestProblems(choice: InsuranceChoice): InsuranceProblem[] {
  const company = choice.insuranceCompany;
  if (company === undefined) return [{ field: 'insuranceCompany', rule: 'companyRequired' }];
  const problems: InsuranceProblem[] = [];
  const option = choice.reimbursementOption;
  // The widest offer here (LähiTapiola's flow on); insuranceChoiceProblems narrows it.
  if (option !== undefined && !reimbursementOptionsOf(company, true).includes(option)) problems.push({ field: 'reimbursementOption', rule: 'optionNotOffered' });
  if (company === 'IF' && option === undefined) problems.push({ field: 'reimbursementOption', rule: 'optionRequired' });
  if (needsDirectCompensationConsent(choice) && choice.directCompensationConsent !== true) problems.push({ field: 'directCompensationConsent', rule: 'consentRequired' });
  if (choice.dcpContentHash !== undefined && company !== 'LAHITAPIOLA') problems.push({ field: 'dcpContentHash', rule: 'permitNotOffered' });
  return problems;
}

/** Every rule of section 5 but the insurers' own answers (Pohjola's check, LähiTapiola's permits). */
export function insuranceChoiceProblems(choice: InsuranceChoice, context: InsuranceContext): InsuranceProblem[] {
  const problems = insuranceRequestProblems(choice);
  const company = choice.insuranceCompany;
  if (company === undefined) return problems;
  const has = (field: InsuranceField) => problems.some((problem) => problem.field === field);
  const option = choice.reimbursementOption;
  if (option !== undefined && isReimbursementOptionDisabled(option, context.isRemote)) problems.push({ field: 'reimbursementOption', rule: 'companyReimbursementRemote' });
  if (company === 'LAHITAPIOLA') {
    if (context.lahiTapiolaFlow) {
      if (option !== 'USE_REIMBURSEMENT' && !has('reimbursementOption')) problems.push({ field: 'reimbursementOption', rule: 'optionRequired' });
      if (choice.dcpContentHash === undefined) problems.push({ field: 'dcpContentHash', rule: 'permitRequired' });
    } else {
      if (option !== undefined && !has('reimbursementOption')) problems.push({ field: 'reimbursementOption', rule: 'optionNotOffered' });
      if (choice.dcpContentHash !== undefined) problems.push({ field: 'dcpContentHash', rule: 'permitNotOffered' });
    }
  }
  return problems;
}

/**
 * The portal's Reserve button: every rule holds and, for Pohjola (OP), its check has found the
 * insurance ('found'); a check not made, declined, failed or negative keeps the button disabled.
 */
export function isInsuranceChoiceComplete(choice: InsuranceChoice, context: InsuranceContext & { pohjolaInsuranceFound: boolean }): boolean {
  return insuranceChoiceProblems(choice, context).length === 0 && (!needsPohjolaCheck(choice.insuranceCompany) || context.pohjolaInsuranceFound);
}

/**
 * The concept code of an insurance reservation (section 9), or null when the choice has none. The
 * code an appointment kind carries (663) wins: the kind brings it, so the patient does not add it
 * (`POST /api/concepts` is only for the insurer's codes, source 'insurer').
 */
export function insuranceConceptCode(
  choice: Pick<InsuranceChoice, 'insuranceCompany' | 'reimbursementOption'>,
  options: { lahiTapiolaFeatureOn: boolean; kindConceptCode: string | null },
): { code: string; source: 'insurer' | 'appointmentKind' } | null {
  if (options.kindConceptCode !== null) return { code: options.kindConceptCode, source: 'appointmentKind' };
  const code = insurerConceptCode(choice, options.lahiTapiolaFeatureOn);
  return code === null ? null : { code, source: 'insurer' };
}

function insurerConceptCode(choice: Pick<InsuranceChoice, 'insuranceCompany' | 'reimbursementOption'>, lahiTapiolaFeatureOn: boolean): string | null {
  const { insuranceCompany: company, reimbursementOption: option } = choice;
  if (company === 'IF') {
    if (option === 'USE_REIMBURSEMENT') return INSURANCE_CONCEPT_CODES.ifUse;
    if (option === 'COMPANY_REIMBURSEMENT' || option === 'PAY_AND_REIMBURSE') return INSURANCE_CONCEPT_CODES.ifCompanyOrPay;
  }
  if (company === 'OP' && option === 'PAY_AND_REIMBURSE') return INSURANCE_CONCEPT_CODES.opPay;
  if (company === 'LAHITAPIOLA' && option === 'USE_REIMBURSEMENT' && lahiTapiolaFeatureOn) return INSURANCE_CONCEPT_CODES.lahiTapiolaUse;
  return null;
}
