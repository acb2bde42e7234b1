import type { Certificate, CertificatesList } from '@portal/certificates/contracts';

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
