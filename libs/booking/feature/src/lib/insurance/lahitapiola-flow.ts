import type { DirectCompensationPermit, LahiTapiolaReturnStatus } from '@portal/booking/contracts';
import { lahiTapiolaReturnStatuses } from '@portal/booking/contracts';
import * as v from 'valibot';

/**
 * LähiTapiola's direct compensation flow (booking doc section 4, feature
 * lahitapiola-insurance-flow): not asked; then the policy and permits are looked up and the
 * insurance is not found, found with no permits, or found with permits to choose from; a permit
 * application on LähiTapiola's pages comes back allowed (looked up again), denied, canceled or in
 * error. The patient can remove the chosen permit or restart the flow.
 */
export type LahiTapiolaState =
  | { status: 'notAsked' }
  /** The policy and the permits are being looked up. */
  | { status: 'asking' }
  | { status: 'insuranceNotFound' }
  | { status: 'foundNoPermits' }
  | { status: 'foundWithPermits'; permits: readonly DirectCompensationPermit[]; chosen: string | null; consent: boolean }
  /** On the way to LähiTapiola's permit application. */
  | { status: 'applying' }
  | { status: 'denied' }
  | { status: 'canceled' }
  | { status: 'error' }
  /** LähiTapiola's flow is for 18 or over (or a guardian acting): the API did not ask. */
  | { status: 'underage' };

export type LahiTapiolaEvent =
  /** Look the policy and permits up: the first time, after an allowed application, or to restart. */
  | { type: 'start' }
  | { type: 'notFound' }
  | { type: 'found'; permits: readonly DirectCompensationPermit[] }
  | { type: 'underage' }
  | { type: 'failed' }
  | { type: 'choosePermit'; contentHash: string }
  | { type: 'consent'; given: boolean }
  | { type: 'removePermit' }
  | { type: 'apply' }
  /** The page was opened on the way back from the application, with its status. */
  | { type: 'returned'; status: LahiTapiolaReturnStatus }
  | { type: 'reset' };

export const initialLahiTapiola: LahiTapiolaState = { status: 'notAsked' };

export function lahiTapiolaReducer(state: LahiTapiolaState, event: LahiTapiolaEvent): LahiTapiolaState {
  switch (event.type) {
    case 'start':
      return state.status === 'asking' || state.status === 'applying' ? state : { status: 'asking' };
    case 'notFound':
      return state.status === 'asking' ? { status: 'insuranceNotFound' } : state;
    case 'found':
      if (state.status !== 'asking') return state;
      return event.permits.length === 0 ? { status: 'foundNoPermits' } : { status: 'foundWithPermits', permits: event.permits, chosen: null, consent: false };
    case 'underage':
      return state.status === 'asking' ? { status: 'underage' } : state;
    case 'failed':
      return state.status === 'asking' || state.status === 'applying' ? { status: 'error' } : state;
    case 'choosePermit':
      if (state.status !== 'foundWithPermits' || !state.permits.some((permit) => permit.contentHash === event.contentHash)) return state;
      // Consent is given for a permit: another permit asks for it again.
      return { ...state, chosen: event.contentHash, consent: state.chosen === event.contentHash && state.consent };
    case 'consent':
      return state.status === 'foundWithPermits' && state.chosen !== null ? { ...state, consent: event.given } : state;
    case 'removePermit':
      return state.status === 'foundWithPermits' ? { ...state, chosen: null, consent: false } : state;
    case 'apply':
      return state.status === 'foundNoPermits' || state.status === 'foundWithPermits' ? { status: 'applying' } : state;
    case 'returned':
      return returnedState(event.status);
    case 'reset':
      return initialLahiTapiola;
  }
}

function returnedState(status: LahiTapiolaReturnStatus): LahiTapiolaState {
  switch (status) {
    case 'directcompensationallowed':
      // The new permit is among the patient's permits now: look them up again.
      return { status: 'asking' };
    case 'directcompensationdenied':
      return { status: 'denied' };
    case 'cancel':
      return { status: 'canceled' };
    case 'error':
      return { status: 'error' };
  }
}

/** The flow's result (section 4), as the rules and the analytics see it. */
export type LahiTapiolaResult = 'success' | 'underageCustomer' | 'insuranceFoundNoPermit' | 'insuranceNotFound' | 'error' | 'pending';

export function lahiTapiolaResult(state: LahiTapiolaState): LahiTapiolaResult {
  switch (state.status) {
    case 'foundWithPermits':
      return state.chosen !== null && state.consent ? 'success' : 'pending';
    case 'foundNoPermits':
    case 'denied':
    case 'canceled':
      return 'insuranceFoundNoPermit';
    case 'insuranceNotFound':
      return 'insuranceNotFound';
    case 'underage':
      return 'underageCustomer';
    case 'error':
      return 'error';
    case 'notAsked':
    case 'asking':
    case 'applying':
      return 'pending';
  }
}

/** The chosen permit, once the flow has succeeded (a permit and its consent box). */
export function chosenPermit(state: LahiTapiolaState): DirectCompensationPermit | null {
  if (state.status !== 'foundWithPermits' || !state.consent) return null;
  return state.permits.find((permit) => permit.contentHash === state.chosen) ?? null;
}

/** The return status the permit return route put in the query (`lahitapiola`), if it is one. */
export function returnStatusOf(value: string | null): LahiTapiolaReturnStatus | null {
  return v.is(ReturnStatusSchema, value) ? value : null;
}

const ReturnStatusSchema = v.picklist(lahiTapiolaReturnStatuses);
