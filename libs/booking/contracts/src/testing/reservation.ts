import type { Patient } from '@portal/shared/contracts';
import type { ReservationAppointment } from '../index';
import { aBookableAppointment } from './list';

/**
 * The time on the reservation page: 3.12.2026 at 14:30 Helsinki time, 24 binding hours. Tests
 * that need the binding box move `startDate` near their own clock.
 */
export function aReservationAppointment(overrides: Partial<ReservationAppointment> = {}): ReservationAppointment {
  return { ...aBookableAppointment({ id: 7 }), bindingHours: 24, kindConceptCode: null, ...overrides };
}

/** A registered, creditworthy private patient with consent and complete contact details. */
export function aPatient(overrides: Partial<Patient> = {}): Patient {
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
    billingContact: { phone: '010 380 3800', email: 'laskutus@example.com' },
    ...overrides,
  };
}
