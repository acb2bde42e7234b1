import { INSURANCE_CONCEPT_CODES as codes } from './insurance-choice';

/**
 * The concept codes this service knows (booking doc section 9): the insurers' codes and the one
 * an appointment kind carries. A reservation naming another code cannot start its treatment
 * chain (treatmentChainCreationFailed).
 */
export const KNOWN_CONCEPT_CODES: ReadonlyMap<string, { directReimbursementAllowed: boolean; onlineUpdateAllowed: boolean }> = new Map([
  // If: use of the reimbursement (direct compensation).
  [codes.ifUse, { directReimbursementAllowed: true, onlineUpdateAllowed: true }],
  // If: company insurance and pay-and-reimburse.
  [codes.ifCompanyOrPay, { directReimbursementAllowed: false, onlineUpdateAllowed: true }],
  // OP (Pohjola): pay and reimburse.
  [codes.opPay, { directReimbursementAllowed: false, onlineUpdateAllowed: true }],
  // LähiTapiola: use of the reimbursement.
  [codes.lahiTapiolaUse, { directReimbursementAllowed: true, onlineUpdateAllowed: true }],
  // Bound to an appointment kind, so a patient cannot add it themself.
  [codes.appointmentKind, { directReimbursementAllowed: false, onlineUpdateAllowed: false }],
]);

export function isKnownConcept(code: string): boolean {
  return KNOWN_CONCEPT_CODES.has(code);
}
