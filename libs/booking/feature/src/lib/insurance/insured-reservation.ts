import type { SignedInReservationRequest } from '@portal/booking/contracts';
import type { ApiClient, ErrorReporter } from '@portal/shared/data-access';
import { addConcept } from './api/add-concept';
import type { InsuranceModel } from './use-insurance';

/** The insurance fields of `POST /api/reserve-appointment`: the choice and its concept code. */
export function insuranceRequestOf(model: Pick<InsuranceModel, 'choice' | 'concept'>): Partial<SignedInReservationRequest> {
  const { insuranceCompany, reimbursementOption, directCompensationConsent, dcpContentHash } = model.choice;
  return {
    ...(insuranceCompany !== undefined ? { insuranceCompany } : {}),
    ...(reimbursementOption !== undefined ? { reimbursementOption } : {}),
    ...(directCompensationConsent !== undefined ? { directCompensationConsent } : {}),
    ...(dcpContentHash !== undefined ? { dcpContentHash } : {}),
    ...(model.concept !== null ? { conceptCode: model.concept.code } : {}),
  };
}

/**
 * Before an insurance reservation the insurer's concept code is added to the patient
 * (`POST /api/concepts`, booking doc section 7); the code an appointment kind carries is the
 * kind's, never added. False when it could not be added: the reservation is not sent, the
 * patient reads the unknown error, and the failure is reported as critical.
 */
export async function addInsurerConcept(api: ApiClient, reporter: ErrorReporter, concept: InsuranceModel['concept']): Promise<boolean> {
  if (concept === null || concept.source !== 'insurer') return true;
  try {
    const answer = await addConcept(api, concept.code);
    if (answer.type === 'success') return true;
    reporter.report(new Error(`concept not added: ${answer.type}`), { process: 'booking-insurance', severity: 'critical', tags: { concept: concept.code } });
  } catch (error) {
    reporter.report(error, { process: 'booking-insurance', severity: 'critical', tags: { concept: concept.code } });
  }
  return false;
}
