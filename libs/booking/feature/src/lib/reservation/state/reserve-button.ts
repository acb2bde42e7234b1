export interface ReserveButtonInput {
  /** Every contact field of the patient passes its rule. */
  contactValid: boolean;
  bindingRequired: boolean;
  bindingAccepted: boolean;
  unsavedContactEdits: boolean;
  reserving: boolean;
}

/**
 * Booking doc section 5 "Reserve button": enabled only when all contact fields are valid and the
 * binding box is ticked when needed, disabled while contact edits are unsaved (and while a
 * reservation is under way, so it is not sent twice). The occupational confirmation joins here
 * with the occupational variant.
 */
export function isReserveEnabled(input: ReserveButtonInput): boolean {
  return (
    input.contactValid &&
    (!input.bindingRequired || input.bindingAccepted) &&
    !input.unsavedContactEdits &&
    !input.reserving
  );
}
