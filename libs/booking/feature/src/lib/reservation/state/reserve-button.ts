export interface ReserveButtonInput {
  /** Every contact field of the patient passes its rule. */
  contactValid: boolean;
  bindingRequired: boolean;
  bindingAccepted: boolean;
  unsavedContactEdits: boolean;
  reserving: boolean;
  /** The occupational confirmation box is shown (occupational reservations). */
  occupationalConfirmationRequired?: boolean;
  occupationalConfirmed?: boolean;
  /** An insurance reservation: the insurance rules must hold (insurance-choice.ts). */
  insuranceRequired?: boolean;
  insuranceComplete?: boolean;
}

/**
 * Booking doc section 5 "Reserve button": enabled only when all contact fields are valid, the
 * binding box is ticked when needed and the occupational confirmation box when shown, and an
 * insurance reservation's insurer and payment meet the insurance rules (section 5, "Insurance");
 * disabled while contact edits are unsaved (and while a reservation is under way, so it is not sent
 * twice).
 */
export function isReserveEnabled(input: ReserveButtonInput): boolean {
  return (
    input.contactValid &&
    (!input.bindingRequired || input.bindingAccepted) &&
    (input.occupationalConfirmationRequired !== true || input.occupationalConfirmed === true) &&
    (input.insuranceRequired !== true || input.insuranceComplete === true) &&
    !input.unsavedContactEdits &&
    !input.reserving
  );
}
