import type { MyInformationFormMessages } from '@portal/account/contracts';
import { MAX_GUARDIANS } from '@portal/account/contracts';
import {
  POST_OFFICE_MAX_LENGTH,
  POST_OFFICE_MIN_LENGTH,
  STREET_ADDRESS_MAX_LENGTH,
  STREET_ADDRESS_MIN_LENGTH,
} from '@portal/booking/contracts';
import type { IntlShape } from 'react-intl';
import { validationMessages } from './messages';

/** The contracts' validation texts in the page's language. */
export function myInformationFormMessages(intl: IntlShape): MyInformationFormMessages {
  return {
    required: intl.formatMessage(validationMessages.required),
    email: intl.formatMessage(validationMessages.email),
    phone: intl.formatMessage(validationMessages.phone),
    streetAddress: intl.formatMessage(validationMessages.lengthBetween, { min: STREET_ADDRESS_MIN_LENGTH, max: STREET_ADDRESS_MAX_LENGTH }),
    postOffice: intl.formatMessage(validationMessages.lengthBetween, { min: POST_OFFICE_MIN_LENGTH, max: POST_OFFICE_MAX_LENGTH }),
    zipCode: intl.formatMessage(validationMessages.zipCode),
    language: intl.formatMessage(validationMessages.language),
    maxLength: (n) => intl.formatMessage(validationMessages.maxLength, { n }),
    guardianEmail: intl.formatMessage(validationMessages.guardianEmail),
    guardianPhone: intl.formatMessage(validationMessages.guardianPhone),
    tooManyGuardians: intl.formatMessage(validationMessages.tooManyGuardians, { max: MAX_GUARDIANS }),
  };
}
