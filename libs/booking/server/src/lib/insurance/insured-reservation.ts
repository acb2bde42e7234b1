import type {
  InsuranceChoice,
  InsuranceProblem,
  ReimbursementOption,
  SelectableInsurer,
  SignedInReservationRequest,
} from '@portal/booking/contracts';
import { insuranceChoiceProblems, insuranceConceptCode, lahiTapiolaFlowApplies } from '@portal/booking/contracts';
import type { ActingSession, ApiConfig } from '@portal/shared/server';
import { HttpProblem, loggableError } from '@portal/shared/server';
import { ageOn, helsinkiDateString, parseCalendarDate } from '@portal/shared/util';
import type { FastifyBaseLogger } from 'fastify';
import type { InsurerServices } from './insurance-plugin';
import { InsurerUnavailableError } from './insurers';

/** What an insurance reservation stores of its payer. */
export interface InsurancePayer {
  insuranceCompany: SelectableInsurer;
  reimbursementOption: ReimbursementOption | null;
  conceptCode: string | null;
  dcpContentHash: string | null;
}

/** Whether LähiTapiola's permit flow runs for the patient (the subject), on today's Helsinki date. */
export function lahiTapiolaFlowFor(config: ApiConfig, identityCode: string, acting: ActingSession, now: Date): boolean {
  const today = parseCalendarDate(helsinkiDateString(now));
  return lahiTapiolaFlowApplies({
    featureOn: config.features.includes('lahitapiola-insurance-flow'),
    age: today ? ageOn(identityCode, today) : null,
    actingForChild: acting.isChild,
  });
}

const validationError = (details: { path: string; message: string }[]) => new HttpProblem(400, { type: 'ValidationError', details });
const detailOf = (problem: InsuranceProblem) => ({ path: problem.field, message: `Expected ${problem.rule}` });

export interface InsuredReservationInput {
  body: SignedInReservationRequest;
  appointment: { startDate: Date; isRemote: boolean };
  /** The concept code the appointment's kind carries (663), if any. */
  kindConceptCode: string | null;
  /** The patient's (the subject's) identity code: the insurers are asked with it. */
  identityCode: string;
  acting: ActingSession;
  config: ApiConfig;
  now: Date;
  insurers: InsurerServices;
  log: FastifyBaseLogger;
}

/**
 * The payer of an insurance reservation (booking doc sections 5, 8 and 9), checked with the rules
 * the portal follows (insurance-choice.ts) and with the insurers asked again, never trusting what
 * the page was told: Pohjola (OP) must insure the patient on the appointment's day, and LähiTapiola's
 * permit must be among the patient's valid permits and still valid on that day.
 *
 * Bad input (a broken rule, a concept code other than the choice's) is a 400 naming the field. An
 * insurer saying no, or not answering, is `treatmentChainCreationFailed`: the portal then says
 * direct reimbursement failed and to choose another payment method or try again later.
 */
export async function checkInsuredReservation(input: InsuredReservationInput): Promise<{ type: 'ok'; payer: InsurancePayer } | { type: 'treatmentChainCreationFailed' }> {
  const { body, appointment, config, insurers } = input;
  const choice: InsuranceChoice = {
    insuranceCompany: body.insuranceCompany,
    reimbursementOption: body.reimbursementOption,
    directCompensationConsent: body.directCompensationConsent,
    dcpContentHash: body.dcpContentHash,
  };
  const lahiTapiolaFlow = lahiTapiolaFlowFor(config, input.identityCode, input.acting, input.now);
  const problems = insuranceChoiceProblems(choice, { isRemote: appointment.isRemote, lahiTapiolaFlow });
  if (problems.length > 0) throw validationError(problems.map(detailOf));
  // The schema has made sure of the company; the rules above of the rest.
  const insuranceCompany = body.insuranceCompany;
  if (insuranceCompany === undefined) throw validationError([{ path: 'insuranceCompany', message: 'Expected companyRequired' }]);

  const concept = insuranceConceptCode(choice, { lahiTapiolaFeatureOn: config.features.includes('lahitapiola-insurance-flow'), kindConceptCode: input.kindConceptCode });
  const conceptCode = concept?.code ?? null;
  if ((body.conceptCode ?? null) !== conceptCode) throw validationError([{ path: 'conceptCode', message: `Expected ${conceptCode ?? 'none'}` }]);

  const visitDay = helsinkiDateString(appointment.startDate);
  try {
    if (insuranceCompany === 'OP' && !(await insurers.pohjola.hasInsurance(input.identityCode, visitDay))) {
      return { type: 'treatmentChainCreationFailed' };
    }
    if (insuranceCompany === 'LAHITAPIOLA' && lahiTapiolaFlow) {
      const permits = await insurers.lahiTapiola.permits(input.identityCode, 'fi');
      const permit = permits.find((candidate) => candidate.contentHash === body.dcpContentHash);
      if (!permit || permit.validTo < visitDay) return { type: 'treatmentChainCreationFailed' };
    }
  } catch (error) {
    if (!(error instanceof InsurerUnavailableError)) throw error;
    input.log.warn({ err: loggableError(error), insurer: insuranceCompany === 'OP' ? 'pohjola' : 'lahitapiola' }, 'insurer unavailable');
    return { type: 'treatmentChainCreationFailed' };
  }
  return {
    type: 'ok',
    payer: { insuranceCompany, reimbursementOption: body.reimbursementOption ?? null, conceptCode, dcpContentHash: body.dcpContentHash ?? null },
  };
}
