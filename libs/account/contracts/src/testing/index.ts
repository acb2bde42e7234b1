import { aPatient } from '@portal/shared/contracts/testing';
import type { GuardianContact, MyInformation } from '../index';

/** `GET /api/user` of a registered patient of the general brand; override what the test is about. */
export function anInformation(overrides: Partial<MyInformation> = {}): MyInformation {
  return {
    ...aPatient(),
    language: 'fi',
    guardians: [],
    hasFamily: false,
    ...overrides,
  };
}

export function aGuardian(overrides: Partial<GuardianContact> = {}): GuardianContact {
  return {
    name: 'Laine Johanna',
    phone: '+358407654321',
    emailAddress: 'johanna@example.com',
    isGuardianHasSameAddress: false,
    streetAddress: 'Koivukuja 2',
    zipCode: '02100',
    postOffice: 'Espoo',
    ...overrides,
  };
}

// The patient-data consent is a shared contract; its builder is the shared contracts'.
export { aConsent } from '@portal/shared/contracts/testing';
