import { createIntl } from 'react-intl';
import { fieldNamesOf } from './field-names';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });

describe('fieldNamesOf', () => {
  it('names the rejected request fields by the labels of the form', () => {
    expect(fieldNamesOf(intl, ['phone', 'ssn', 'emailAddress'])).toEqual(['Phone number', 'Personal identity code', 'E-mail']);
  });

  it('names the checkboxes briefly', () => {
    expect(fieldNamesOf(intl, ['termsAccepted', 'bindingAccepted', 'occupationalConfirmed'])).toEqual([
      'Terms and conditions',
      'Binding reservation',
      'Occupational health confirmation',
    ]);
  });

  it('names fields the form does not show as the appointment details, once', () => {
    expect(fieldNamesOf(intl, ['appointmentId', 'internalOrganization', 'phoneNumber', 'phone'])).toEqual([
      'Appointment details',
      'Phone number',
    ]);
  });

  it('names the insurance fields by the insurance section’s labels', () => {
    expect(fieldNamesOf(intl, ['insuranceCompany', 'reimbursementOption', 'directCompensationConsent', 'dcpContentHash'])).toEqual([
      'Insurance company',
      'Payment method',
      'Direct compensation consent',
      'Direct compensation permit',
    ]);
  });

  it('reads a nested path by its first field', () => {
    expect(fieldNamesOf(intl, ['postalCode.0'])).toEqual(['Postal code']);
  });
});
