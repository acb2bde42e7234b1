import type { InsuranceChoice, ReservationAppointment } from '@portal/booking/contracts';
import type { Patient } from '@portal/shared/contracts';
import { ageOnDay, insuranceConceptCode, isInsuranceChoiceComplete, lahiTapiolaFlowApplies } from '@portal/booking/contracts';
import { browserLocation, hasFeature, useApiClient, useErrorReporter, useSession, useTracker } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { helsinkiDateString } from '@portal/shared/util';
import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { birthDateOfMaskedSsn } from '../kela65/eligibility';
import { applyLahiTapiolaPermit } from './api/apply-lahitapiola-permit';
import { checkLahiTapiolaPolicy } from './api/check-lahitapiola-policy';
import { checkPohjola } from './api/check-pohjola';
import { getLahiTapiolaPermits } from './api/get-lahitapiola-permits';
import type { InsuranceEvent, InsuranceState } from './insurance-state';
import { initialInsurance, insuranceChoiceOf, insuranceReducer } from './insurance-state';
import { chosenPermit, returnStatusOf } from './lahitapiola-flow';

/** Analytics events of the insurance steps (booking doc section 7); never anything of the person. */
export const INSURANCE_EVENTS = {
  insurer: 'booking-insurer',
  option: 'booking-reimbursement-option',
  step: 'booking-insurance-step',
} as const;

/** The query parameter LähiTapiola's permit return sets (`/api/insurance/lahitapiola-permit-return`). */
export const LAHITAPIOLA_RETURN_PARAM = 'lahitapiola';

/** What the insurance section shows and what the reservation sends. */
export interface InsuranceModel {
  state: InsuranceState;
  /** Every change of the section goes through here; the choices are tracked. */
  send: (event: InsuranceEvent) => void;
  /** The appointment's Helsinki day (YYYY-MM-DD): Pohjola is asked about it, permits must cover it. */
  visitDay: string;
  isRemote: boolean;
  /** LähiTapiola's feature is on. */
  lahiTapiolaFeatureOn: boolean;
  /** LähiTapiola's flow runs for this patient: the feature, and 18 or over or a guardian acting. */
  lahiTapiolaFlow: boolean;
  choice: InsuranceChoice;
  /** Every rule holds (and Pohjola's check found the insurance for OP): Reserve may be pressed. */
  complete: boolean;
  /** The concept code the reservation sends, and whether the patient adds it first (`POST /api/concepts`). */
  concept: { code: string; source: 'insurer' | 'appointmentKind' } | null;
  /** Why Reserve waits (a message of insuranceMessages), or null once complete. */
  incomplete: 'companyRequired' | 'optionRequired' | 'incomplete' | null;
}

function ageToday(maskedSsn: string): number | null {
  const birthDate = birthDateOfMaskedSsn(maskedSsn);
  return birthDate === null ? null : ageOnDay(birthDate, helsinkiDateString(new Date()));
}

/**
 * The insurance section's state and the insurers' calls: Pohjola is asked while its check is
 * 'checking', LähiTapiola while its flow is 'asking', and the permit application's address is
 * fetched while 'applying' (the browser then leaves for LähiTapiola and comes back to this page
 * with `lahitapiola` in the query, read once as the page opens). A step left before its answer
 * (another insurer chosen) aborts the call.
 */
export function useInsurance(appointment: ReservationAppointment, patient: Patient): InsuranceModel {
  const api = useApiClient();
  const reporter = useErrorReporter();
  const tracker = useTracker();
  const session = useSession();
  const lang = useLang();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const returned = returnStatusOf(query.get(LAHITAPIOLA_RETURN_PARAM));
  const [state, dispatch] = useReducer(insuranceReducer, returned, initialInsurance);

  const visitDay = helsinkiDateString(appointment.startDate);
  const lahiTapiolaFeatureOn = hasFeature(session, 'lahitapiola-insurance-flow');
  const lahiTapiolaFlow =
    lahiTapiolaFlowApplies({ featureOn: lahiTapiolaFeatureOn, age: ageToday(patient.maskedSsn), actingForChild: patient.isChild }) && state.lahiTapiola.status !== 'underage';
  const choice = insuranceChoiceOf(state, lahiTapiolaFlow);
  const context = { isRemote: appointment.isRemote, lahiTapiolaFlow };
  const complete = isInsuranceChoiceComplete(choice, { ...context, pohjolaInsuranceFound: state.pohjola.status === 'found' });
  const concept = choice.insuranceCompany === undefined ? null : insuranceConceptCode(choice, { lahiTapiolaFeatureOn, kindConceptCode: appointment.kindConceptCode });

  // The return status is read once: the address goes back to the page's own, so a reload starts afresh.
  const returnRead = useRef(false);
  useEffect(() => {
    if (returnRead.current || !query.has(LAHITAPIOLA_RETURN_PARAM)) return;
    returnRead.current = true;
    const rest = new URLSearchParams(query);
    rest.delete(LAHITAPIOLA_RETURN_PARAM);
    setQuery(rest, { replace: true });
  }, [query, setQuery]);

  const pohjolaStatus = state.pohjola.status;
  useEffect(() => {
    if (pohjolaStatus !== 'checking') return;
    const controller = new AbortController();
    checkPohjola(api, visitDay, controller.signal).then(
      ({ hasInsurance }) => dispatch({ type: 'pohjola', event: { type: 'answered', hasInsurance } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reporter.report(error, { process: 'booking-insurance', tags: { insurer: 'pohjola' } });
        dispatch({ type: 'pohjola', event: { type: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [api, reporter, pohjolaStatus, visitDay]);

  const lahiTapiolaStatus = state.lahiTapiola.status;
  useEffect(() => {
    if (lahiTapiolaStatus !== 'asking') return;
    const controller = new AbortController();
    const lookUp = async () => {
      const policy = await checkLahiTapiolaPolicy(api, controller.signal);
      if (policy.type === 'underageCustomer') return dispatch({ type: 'lahiTapiola', event: { type: 'underage' } });
      if (!policy.hasHealthcarePolicy) return dispatch({ type: 'lahiTapiola', event: { type: 'notFound' } });
      const permits = await getLahiTapiolaPermits(api, lang, controller.signal);
      if (permits.type === 'underageCustomer') return dispatch({ type: 'lahiTapiola', event: { type: 'underage' } });
      // Only a permit still valid on the visit's day can pay for it.
      const covering = permits.directCompensationPermits.filter((permit) => permit.validTo >= visitDay);
      return dispatch({ type: 'lahiTapiola', event: { type: 'found', permits: covering } });
    };
    lookUp().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      reporter.report(error, { process: 'booking-insurance', tags: { insurer: 'lahitapiola' } });
      dispatch({ type: 'lahiTapiola', event: { type: 'failed' } });
    });
    return () => controller.abort();
  }, [api, reporter, lang, lahiTapiolaStatus, visitDay]);

  // LähiTapiola sends the browser back to this page, its query kept (the return status aside).
  const rest = new URLSearchParams(location.search);
  rest.delete(LAHITAPIOLA_RETURN_PARAM);
  const returnTo = `${location.pathname}${rest.size > 0 ? `?${rest}` : ''}`;
  useEffect(() => {
    if (lahiTapiolaStatus !== 'applying') return;
    let left = false;
    applyLahiTapiolaPermit(api, lang, returnTo).then(
      ({ redirectUrl }) => {
        if (!left) browserLocation.assign(redirectUrl);
      },
      (error: unknown) => {
        if (left) return;
        reporter.report(error, { process: 'booking-insurance', tags: { insurer: 'lahitapiola' } });
        dispatch({ type: 'lahiTapiola', event: { type: 'failed' } });
      },
    );
    return () => {
      left = true;
    };
  }, [api, reporter, lang, lahiTapiolaStatus, returnTo]);

  // Each step the patient reaches, by insurer and state only.
  useEffect(() => {
    if (pohjolaStatus !== 'undefined' && pohjolaStatus !== 'checking') tracker.trackEvent(INSURANCE_EVENTS.step, { insurer: 'OP', step: pohjolaStatus });
  }, [tracker, pohjolaStatus]);
  useEffect(() => {
    if (lahiTapiolaStatus !== 'notAsked' && lahiTapiolaStatus !== 'asking') tracker.trackEvent(INSURANCE_EVENTS.step, { insurer: 'LAHITAPIOLA', step: lahiTapiolaStatus });
  }, [tracker, lahiTapiolaStatus]);
  const permitChosen = chosenPermit(state.lahiTapiola) !== null;
  useEffect(() => {
    if (permitChosen) tracker.trackEvent(INSURANCE_EVENTS.step, { insurer: 'LAHITAPIOLA', step: 'permitChosen' });
  }, [tracker, permitChosen]);

  // The patient's choices are tracked as they are made.
  const send = (event: InsuranceEvent) => {
    if (event.type === 'chooseCompany' && event.company !== state.insuranceCompany) tracker.trackEvent(INSURANCE_EVENTS.insurer, { insurer: event.company });
    if (event.type === 'chooseOption' && event.option !== state.reimbursementOption) {
      tracker.trackEvent(INSURANCE_EVENTS.option, { insurer: state.insuranceCompany, option: event.option });
    }
    dispatch(event);
  };

  const incomplete = complete ? null : choice.insuranceCompany === undefined ? 'companyRequired' : choice.insuranceCompany === 'IF' && choice.reimbursementOption === undefined ? 'optionRequired' : 'incomplete';

  return { state, send, visitDay, isRemote: appointment.isRemote, lahiTapiolaFeatureOn, lahiTapiolaFlow, choice, complete, concept, incomplete };
}
