/**
 * The concept codes this service knows (booking doc section 9): the insurers' codes and the one
 * an appointment kind carries. A reservation naming another code cannot start its treatment
 * chain (treatmentChainCreationFailed).
 */
export const KNOWN_CONCEPT_CODES: ReadonlyMap<string, { directReimbursementAllowed: boolean; onlineUpdateAllowed: boolean }> = new Map([
  // If: use of the reimbursement (direct compensation).
  ['90157', { directReimbursementAllowed: true, onlineUpdateAllowed: true }],
  // If: company insurance and pay-and-reimburse.
  ['758236', { directReimbursementAllowed: false, onlineUpdateAllowed: true }],
  // OP (Pohjola): pay and reimburse.
  ['999503', { directReimbursementAllowed: false, onlineUpdateAllowed: true }],
  // LähiTapiola: use of the reimbursement.
  ['90021', { directReimbursementAllowed: true, onlineUpdateAllowed: true }],
  // Bound to an appointment kind, so a patient cannot add it themself.
  ['663', { directReimbursementAllowed: false, onlineUpdateAllowed: false }],
]);

export function isKnownConcept(code: string): boolean {
  return KNOWN_CONCEPT_CODES.has(code);
}
