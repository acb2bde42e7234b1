import type { GuardianContact, MyInformation } from '../index';

/** `GET /api/user` of a registered patient of the general brand; override what the test is about. */
export function anInformation(overrides: Partial<MyInformation> = {}): MyInformation {
  return {
    firstName: 'Laura',
    lastName: 'Mäkinen',
    maskedSsn: '150488-****',
    email: 'laura@example.com',
    phoneNumber: '+358401234567',
    postalAddress: { street: 'Mannerheimintie 1', postalCode: '00100', postOffice: 'Helsinki' },
    patientDataConsentFormUpdated: '2026-01-10T10:00:00.000Z',
    isRegistered: true,
    isCreditworthy: true,
    healthCareType: 'private',
    isChild: false,
    billingContact: { phone: '010 380 3838', email: 'laskutus@example.fi' },
    language: 'fi',
    guardians: [],
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
