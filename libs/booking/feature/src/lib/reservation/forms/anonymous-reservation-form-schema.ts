import { createAnonymousReservationRequestSchema } from '@portal/booking/contracts';
import type { ReservationFormMessages } from '@portal/booking/contracts';
import * as v from 'valibot';

/**
 * The anonymous form (booking doc section 5): the request's own field rules from the contract,
 * and the checkboxes as booleans that must be ticked (the binding one only when `bindingRequired`).
 */
export function anonymousReservationFormSchema(
  m: ReservationFormMessages & { bindingRequired: string },
  bindingRequired: boolean,
) {
  const request = createAnonymousReservationRequestSchema(m);
  const ticked = (message: string) => v.pipe(v.boolean(), v.check((value) => value, message));
  return v.object({
    ...v.pick(request, ['ssn', 'firstName', 'lastName', 'phone', 'emailAddress']).entries,
    termsAccepted: ticked(m.termsRequired),
    bindingAccepted: bindingRequired ? ticked(m.bindingRequired) : v.boolean(),
    /** Optional: the confirmation and the reminder by text message too. */
    allowsBookingSms: v.boolean(),
  });
}

export type AnonymousReservationFormInput = v.InferInput<ReturnType<typeof anonymousReservationFormSchema>>;
export type AnonymousReservationFormValues = v.InferOutput<ReturnType<typeof anonymousReservationFormSchema>>;

export const emptyAnonymousReservationForm: AnonymousReservationFormInput = {
  ssn: '',
  firstName: '',
  lastName: '',
  phone: '',
  emailAddress: '',
  termsAccepted: false,
  bindingAccepted: false,
  allowsBookingSms: false,
};

/** The warning of section 5: phone or e-mail missing once its field has been touched. */
export function showsContactWarning(
  values: { phone: string; emailAddress: string },
  touched: { phone?: boolean; emailAddress?: boolean },
): boolean {
  return (touched.phone === true && values.phone.trim() === '') || (touched.emailAddress === true && values.emailAddress.trim() === '');
}
