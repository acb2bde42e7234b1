import { CERTIFICATES_LISTED_FROM } from '@portal/certificates/contracts';
import type { CertificateType } from '@portal/certificates/contracts';
import type { Database } from '@portal/shared/db';
import { certificates, practitioners } from '@portal/shared/db';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte } from 'drizzle-orm';

const certificateColumns = {
  id: certificates.id,
  patientId: certificates.patientId,
  type: certificates.type,
  creationDate: certificates.creationDate,
  validFrom: certificates.validFrom,
  validUntil: certificates.validUntil,
  practitionerName: practitioners.name,
};

export interface CertificateRow {
  id: number;
  patientId: number;
  type: CertificateType;
  /** 'YYYY-MM-DD'. */
  creationDate: string;
  validFrom: string;
  validUntil: string;
  /** Null when the practitioner is no longer on record. */
  practitionerName: string | null;
}

/** The patient's certificates that the portal shows: those created since 1.1.2022. */
function listedOf(patientId: number): SQL | undefined {
  return and(eq(certificates.patientId, patientId), gte(certificates.creationDate, CERTIFICATES_LISTED_FROM));
}

function selectCertificates(db: Database) {
  return db.select(certificateColumns).from(certificates).leftJoin(practitioners, eq(practitioners.id, certificates.practitionerId));
}

/** The patient's listed certificates, newest first (the id keeps two of one day in a fixed order). */
export function patientCertificates(db: Database, patientId: number): Promise<CertificateRow[]> {
  return selectCertificates(db).where(listedOf(patientId)).orderBy(desc(certificates.creationDate), desc(certificates.id));
}

/** One of the patient's listed certificates; undefined for anyone else's, an older one or an unknown id. */
export async function patientCertificateById(db: Database, patientId: number, id: number): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(and(listedOf(patientId), eq(certificates.id, id)));
  return row;
}
