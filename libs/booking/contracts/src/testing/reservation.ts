import type { ReservationAppointment } from '../index';
import { aBookableAppointment } from './list';

/**
 * The time on the reservation page: 3.12.2026 at 14:30 Helsinki time, 24 binding hours. Tests
 * that need the binding box move `startDate` near their own clock.
 */
export function aReservationAppointment(overrides: Partial<ReservationAppointment> = {}): ReservationAppointment {
  return { ...aBookableAppointment({ id: 7 }), bindingHours: 24, kindConceptCode: null, ...overrides };
}

// The patient is a shared contract; its builder is the shared contracts'.
export { aPatient } from '@portal/shared/contracts/testing';
