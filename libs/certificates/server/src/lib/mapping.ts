import type { Certificate } from '@portal/certificates/contracts';
import type { CertificateRow } from './queries';

/** A certificate of the list; the practitioner as `practitioner.name`, as the other lists give it. */
export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    type: row.type,
    creationDate: row.creationDate,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    practitioner: row.practitionerName === null ? null : { name: row.practitionerName },
  };
}
