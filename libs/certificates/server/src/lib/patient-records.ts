import type { DocumentReference } from '@medplum/fhirtypes';
import type { PatientRecordSource, PatientRecordsQuery } from '@portal/shared/server';
import { portalIdentifier } from '@portal/shared/server';
import { capabilitiesOf, hasSection, helsinkiInstant } from '@portal/shared/util';
import { createHash } from 'node:crypto';
import { certificatePdfTitle, formatSickLeave, renderPatientCertificatePdf } from './certificate-pdf';
import { certificatePdfTexts } from './pdf-texts';
import type { CertificateRow } from './queries';
import { patientCertificates } from './queries';

/**
 * A certificate as the patient's own copy gives it: its kind, when and by whom it was written and
 * the sick leave, in the patient's language, with the very PDF the portal's download gives. The
 * certificate records a day only; the reference's `date` is an instant, so it is the start of that
 * day in Helsinki.
 */
export async function toDocumentReference(certificate: CertificateRow, { db, config, now, lang, patient }: PatientRecordsQuery): Promise<DocumentReference> {
  const texts = certificatePdfTexts[lang];
  const pdf = await renderPatientCertificatePdf(db, certificate, { brand: config.brand, lang, createdAt: now() });
  return {
    resourceType: 'DocumentReference',
    id: `certificate-${certificate.id}`,
    identifier: [portalIdentifier(config, 'certificate', certificate.id)],
    status: 'current',
    type: { text: texts.types[certificate.type] },
    subject: patient,
    date: helsinkiInstant(certificate.creationDate).toISOString(),
    ...(certificate.practitionerName === null ? {} : { author: [{ display: certificate.practitionerName }] }),
    description: `${texts.sickLeave} ${formatSickLeave(certificate.validFrom, certificate.validUntil, lang)}`,
    content: [
      {
        attachment: {
          contentType: 'application/pdf',
          language: lang,
          title: certificatePdfTitle(certificate, lang),
          data: pdf.toString('base64'),
          size: pdf.length,
          // FHIR's Attachment.hash: the SHA-1 of the bytes, base64.
          hash: createHash('sha1').update(pdf).digest('base64'),
        },
      },
    ],
  };
}

/**
 * The certificates list's part of the patient's own data: every certificate it shows (none in a
 * brand without certificates), each as a FHIR DocumentReference carrying the certificate's PDF.
 */
export const certificateRecords: PatientRecordSource = {
  name: 'certificates',
  resourceTypes: ['DocumentReference'],
  records: async (query) => {
    if (!hasSection(capabilitiesOf(query.config.brand), 'certificates')) return [];
    const certificates = await patientCertificates(query.db, query.subjectId);
    return Promise.all(certificates.map((certificate) => toDocumentReference(certificate, query)));
  },
};
