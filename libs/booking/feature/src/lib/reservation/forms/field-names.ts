import type { IntlShape, MessageDescriptor } from 'react-intl';
import { insuranceMessages, lahiTapiolaMessages } from '../../insurance/messages';
import { formMessages } from '../messages';

/**
 * The form label of each request field the server may name in a validation error (booking doc
 * section 8: the error lists the field names), so the list reads in the page's language and in
 * the form's own words. Both reservation requests and the contact update are covered.
 */
const fieldLabels = {
  ssn: 'ssn',
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  phoneNumber: 'phone',
  emailAddress: 'email',
  streetAddress: 'streetAddress',
  postalCode: 'postalCode',
  postOffice: 'postOffice',
  description: 'description',
  termsAccepted: 'termsField',
  bindingAccepted: 'bindingField',
  occupationalConfirmed: 'occupationalField',
} as const satisfies Record<string, keyof typeof formMessages>;

/** The insurance section's fields (an insurance reservation), named by the section's own labels. */
const insuranceFieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  insuranceCompany: insuranceMessages.company,
  reimbursementOption: insuranceMessages.option,
  directCompensationConsent: insuranceMessages.consentField,
  dcpContentHash: lahiTapiolaMessages.permits,
};

const isFormField = (field: string): field is keyof typeof fieldLabels => Object.hasOwn(fieldLabels, field);

/**
 * The labels of the rejected fields, once each, in the order given. A field the form does not show
 * (the appointment id, the organisation, the customer type) is named 'Appointment details': the
 * patient cannot fix it by typing, and a request name such as `internalOrganization` means nothing
 * to them.
 */
export function fieldNamesOf(intl: IntlShape, paths: readonly string[]): string[] {
  const names = paths.map((path) => {
    const field = path.split('.', 1)[0] ?? path;
    const insuranceLabel = Object.hasOwn(insuranceFieldLabels, field) ? insuranceFieldLabels[field] : undefined;
    if (insuranceLabel) return intl.formatMessage(insuranceLabel);
    return intl.formatMessage(formMessages[isFormField(field) ? fieldLabels[field] : 'appointmentField']);
  });
  return [...new Set(names)];
}
