/**
 * The certificates domain's test data, one copy for every layer: contract objects for the
 * feature's tests, and the defaults of the server's database fixture (`insertCertificate` takes
 * the certificate's type from `aCertificate()`). Test code only (`src/testing/**`).
 */
import type { Certificate, CertificatesList } from '../index';

/** A nurse's certificate for three days of sick leave; override what a test is about. */
export function aCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 5,
    type: 'nurse',
    creationDate: '2026-10-23',
    validFrom: '2026-10-23',
    validUntil: '2026-10-25',
    practitioner: { name: 'Sari Virtanen' },
    ...overrides,
  };
}

export function aCertificatesList(certificates: Certificate[]): CertificatesList {
  return { certificates };
}
