import type { Database } from '@portal/shared/db';
import { personById } from '@portal/shared/db';
import type { Brand } from '@portal/shared/server';
import { formatPdfDate, startTaggedPdf } from '@portal/shared/server';
import type { Language } from '@portal/shared/util';
import { certificatePdfTexts } from './pdf-texts';
import type { CertificateRow } from './queries';

/** What the PDF shows: the certificate as stored and whose it is. */
export interface CertificatePdfData {
  certificate: Pick<CertificateRow, 'type' | 'creationDate' | 'validFrom' | 'validUntil' | 'practitionerName'>;
  /** The patient's name; the identity code is left out, as on the invoice PDFs. */
  patientName: string | null;
  brand: Brand;
  lang: Language;
  /** The PDF's creation date (the API's clock). */
  createdAt: Date;
}

/** todistus-12.pdf, intyg-12.pdf, certificate-12.pdf. */
export function certificatePdfFilename(id: number, lang: Language): string {
  return `${certificatePdfTexts[lang].file}-${id}.pdf`;
}

/**
 * The sick leave's first and last day: 23.10.2026–25.10.2026, in English with spaces around the
 * dash (23 Oct 2026 – 25 Oct 2026) as the dates have spaces in them; one day as the day alone.
 */
export function formatSickLeave(from: string, until: string, lang: Language): string {
  if (from === until) return formatPdfDate(from, lang);
  return [formatPdfDate(from, lang), formatPdfDate(until, lang)].join(lang === 'en' ? ' – ' : '–');
}

/** The PDF's title, which names the certificate: Hoitajan todistus 20.11.2026. */
export function certificatePdfTitle(certificate: Pick<CertificateRow, 'type' | 'creationDate'>, lang: Language): string {
  return `${certificatePdfTexts[lang].types[certificate.type]} ${formatPdfDate(certificate.creationDate, lang)}`;
}

/**
 * The certificate as a tagged PDF/UA-1 document (see startTaggedPdf): the brand, the kind of
 * certificate as the heading (H1), then the patient, the sick leave, who wrote it and when as a
 * table of row headers.
 */
export function renderCertificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const { certificate, lang } = data;
  const texts = certificatePdfTexts[lang];
  const heading = texts.types[certificate.type];
  const pdf = startTaggedPdf({
    brand: data.brand,
    lang,
    title: certificatePdfTitle(certificate, lang),
    heading,
    createdAt: data.createdAt,
  });
  pdf.addDetails([
    [texts.patient, data.patientName],
    [texts.sickLeave, formatSickLeave(certificate.validFrom, certificate.validUntil, lang)],
    [texts.practitioner, certificate.practitionerName],
    [texts.creationDate, formatPdfDate(certificate.creationDate, lang)],
  ]);
  return pdf.end();
}

/**
 * The patient's certificate as the portal's download gives it, with the patient's name from the
 * person register: the download and the patient's own FHIR data carry the same PDF.
 */
export async function renderPatientCertificatePdf(db: Database, certificate: CertificateRow, options: Pick<CertificatePdfData, 'brand' | 'lang' | 'createdAt'>): Promise<Buffer> {
  const patient = await personById(db, certificate.patientId);
  return renderCertificatePdf({ certificate, patientName: patient ? `${patient.person.firstName} ${patient.person.lastName}` : null, ...options });
}
