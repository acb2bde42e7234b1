import type { InsuranceChoice, LahiTapiolaReturnStatus, ReimbursementOption, SelectableInsurer } from '@portal/booking/contracts';
import { needsLahiTapiolaPermit } from '@portal/booking/contracts';
import type { LahiTapiolaEvent, LahiTapiolaState } from './lahitapiola-flow';
import { chosenPermit, initialLahiTapiola, lahiTapiolaReducer } from './lahitapiola-flow';
import type { PohjolaCheckEvent, PohjolaCheckState } from './pohjola-check';
import { initialPohjolaCheck, pohjolaCheckReducer } from './pohjola-check';

/**
 * The insurance section of an insurance reservation: the insurer, the option, If's consent box,
 * and the two insurers' own steps. Changing the insurer or the option starts Pohjola's check over
 * (booking doc section 4); changing the insurer starts LähiTapiola's flow over too.
 */
export interface InsuranceState {
  insuranceCompany: SelectableInsurer | undefined;
  reimbursementOption: ReimbursementOption | undefined;
  /** If's direct compensation consent box. */
  ifConsent: boolean;
  pohjola: PohjolaCheckState;
  lahiTapiola: LahiTapiolaState;
}

export type InsuranceEvent =
  | { type: 'chooseCompany'; company: SelectableInsurer }
  | { type: 'chooseOption'; option: ReimbursementOption }
  | { type: 'ifConsent'; given: boolean }
  | { type: 'pohjola'; event: PohjolaCheckEvent }
  | { type: 'lahiTapiola'; event: LahiTapiolaEvent };

/**
 * The section as the page opens: empty, or on the way back from LähiTapiola's permit application
 * (`returned`, from the query) with LähiTapiola chosen and the application's outcome.
 */
export function initialInsurance(returned: LahiTapiolaReturnStatus | null = null): InsuranceState {
  const empty: InsuranceState = { insuranceCompany: undefined, reimbursementOption: undefined, ifConsent: false, pohjola: initialPohjolaCheck, lahiTapiola: initialLahiTapiola };
  if (returned === null) return empty;
  return { ...empty, insuranceCompany: 'LAHITAPIOLA', lahiTapiola: lahiTapiolaReducer(initialLahiTapiola, { type: 'returned', status: returned }) };
}

export function insuranceReducer(state: InsuranceState, event: InsuranceEvent): InsuranceState {
  switch (event.type) {
    case 'chooseCompany':
      if (event.company === state.insuranceCompany) return state;
      return { ...state, insuranceCompany: event.company, reimbursementOption: undefined, ifConsent: false, pohjola: initialPohjolaCheck, lahiTapiola: initialLahiTapiola };
    case 'chooseOption':
      if (event.option === state.reimbursementOption) return state;
      return { ...state, reimbursementOption: event.option, ifConsent: false, pohjola: initialPohjolaCheck };
    case 'ifConsent':
      return { ...state, ifConsent: event.given };
    case 'pohjola':
      return { ...state, pohjola: pohjolaCheckReducer(state.pohjola, event.event) };
    case 'lahiTapiola':
      return { ...state, lahiTapiola: lahiTapiolaReducer(state.lahiTapiola, event.event) };
  }
}

/**
 * The choice the rules judge and the reservation sends. With LähiTapiola's flow, direct
 * compensation, its consent and the permit come from the flow's chosen permit.
 */
export function insuranceChoiceOf(state: InsuranceState, lahiTapiolaFlow: boolean): InsuranceChoice {
  const company = state.insuranceCompany;
  if (needsLahiTapiolaPermit(company, lahiTapiolaFlow)) {
    const permit = chosenPermit(state.lahiTapiola);
    return permit
      ? { insuranceCompany: company, reimbursementOption: 'USE_REIMBURSEMENT', directCompensationConsent: true, dcpContentHash: permit.contentHash }
      : { insuranceCompany: company };
  }
  if (company === 'IF' && state.reimbursementOption === 'USE_REIMBURSEMENT') {
    return { insuranceCompany: company, reimbursementOption: state.reimbursementOption, directCompensationConsent: state.ifConsent };
  }
  return { insuranceCompany: company, reimbursementOption: state.reimbursementOption };
}
