import type { ContactFormMessages, RegistrationFormMessages, ReservationFormMessages } from '@portal/booking/contracts';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  POST_OFFICE_MAX_LENGTH,
  POST_OFFICE_MIN_LENGTH,
  STREET_ADDRESS_MAX_LENGTH,
  STREET_ADDRESS_MIN_LENGTH,
} from '@portal/booking/contracts';
import type { IntlShape } from 'react-intl';
import { formMessages } from '../messages';

/** The contracts' validation texts in the page's language. */
export function reservationFormMessages(intl: IntlShape): ReservationFormMessages & { bindingRequired: string } {
  return {
    required: intl.formatMessage(formMessages.required),
    nameTooLong: intl.formatMessage(formMessages.descriptionTooLong, { max: NAME_MAX_LENGTH }),
    ssn: intl.formatMessage(formMessages.ssnInvalid),
    phone: intl.formatMessage(formMessages.phoneInvalid),
    email: intl.formatMessage(formMessages.emailInvalid, { email: intl.formatMessage(formMessages.exampleEmail) }),
    termsRequired: intl.formatMessage(formMessages.termsRequired),
    bindingRequired: intl.formatMessage(formMessages.bindingRequired),
  };
}

export function contactFormMessages(intl: IntlShape): ContactFormMessages {
  return {
    required: intl.formatMessage(formMessages.required),
    streetAddress: intl.formatMessage(formMessages.streetInvalid, {
      min: STREET_ADDRESS_MIN_LENGTH,
      max: STREET_ADDRESS_MAX_LENGTH,
    }),
    postalCode: intl.formatMessage(formMessages.postalCodeInvalid),
    postOffice: intl.formatMessage(formMessages.streetInvalid, { min: POST_OFFICE_MIN_LENGTH, max: POST_OFFICE_MAX_LENGTH }),
    email: intl.formatMessage(formMessages.emailInvalid, { email: intl.formatMessage(formMessages.exampleEmail) }),
    phone: intl.formatMessage(formMessages.phoneInvalid),
  };
}

export function registrationFormMessages(intl: IntlShape): RegistrationFormMessages {
  return {
    ...contactFormMessages(intl),
    name: intl.formatMessage(formMessages.nameInvalid, { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }),
  };
}
