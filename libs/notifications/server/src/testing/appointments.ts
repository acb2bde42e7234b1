import type { DatabaseHandle } from '@portal/shared/db';
import { hours, insertAppointment, NOW } from '@portal/shared/server/testing';

let links = 0;

/**
 * A reserved appointment three days after the tests' clock, with what a notice needs: an address,
 * the booking's language, an anonymous link of its own, paid by the patient.
 */
export function insertReservedAppointment(database: DatabaseHandle, patientId: number, values: Partial<Parameters<typeof insertAppointment>[1]> = {}): Promise<number> {
  return insertAppointment(database, {
    startDate: new Date(NOW.getTime() + hours(72)),
    reservedByPatientId: patientId,
    emailAddress: 'maija@example.fi',
    language: 'fi',
    anonymousLinkId: `NoticeTestLink${String(++links).padStart(10, '0')}`,
    payerType: 'self',
    ...values,
  });
}
