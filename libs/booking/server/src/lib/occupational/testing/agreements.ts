import type { DatabaseHandle } from '@portal/shared/db';
import { occupationalContracts } from '@portal/shared/db';
import { reservationTestApp } from '@portal/shared/server/testing';
import { bookingServer } from '../../../index';

type Agreement = typeof occupationalContracts.$inferInsert;

/**
 * Gives the person an occupational health agreement (replacing one they have): by default with
 * online booking and general-practitioner level care, so the fixtures' default time (YL) is covered.
 */
export async function giveAgreement(database: DatabaseHandle, patientId: number, values: Partial<Omit<Agreement, 'patientId'>> = {}): Promise<void> {
  const row: Agreement = {
    patientId,
    employerName: 'Testi Oy',
    companyCode: '1234567-1',
    contractType: 'Comprehensive',
    contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE', 'INTERNET_BOOKING_ALLOWED'],
    webReservationAllowed: true,
    vaccinationsAllowed: false,
    influenzaVaccinationAllowed: false,
    ...values,
  };
  await database.db.insert(occupationalContracts).values(row).onConflictDoUpdate({ target: occupationalContracts.patientId, set: row });
}

/** The booking server on a database of its own, reset before each test as the reservation tests are, and with no agreements. */
export function agreementTestApp(open: () => Promise<DatabaseHandle>) {
  const c = reservationTestApp(open, [bookingServer]);
  const reset = c.reset;
  c.reset = async () => {
    await reset();
    await c.database.db.delete(occupationalContracts);
  };
  return c;
}
