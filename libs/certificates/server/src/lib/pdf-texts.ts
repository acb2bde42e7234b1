import type { CertificateType } from '@portal/certificates/contracts';
import type { Language } from '@portal/shared/util';

/**
 * The words of the certificate PDF. The API has no react-intl catalog (the portal's catalogs are
 * for the browser), so the few texts of the PDF live here, one set per language. The kinds'
 * names are the portal's (`certificates.type.*` in its catalogs).
 */
export interface CertificatePdfTexts {
  types: Record<CertificateType, string>;
  /** The download's name's first part, ASCII: 'todistus' makes todistus-12.pdf. */
  file: string;
  patient: string;
  sickLeave: string;
  practitioner: string;
  creationDate: string;
}

export const certificatePdfTexts: Readonly<Record<Language, CertificatePdfTexts>> = {
  fi: {
    types: { nurse: 'Hoitajan todistus', medicalCertificateA: 'Lääkärinlausunto A' },
    file: 'todistus',
    patient: 'Potilas',
    sickLeave: 'Sairausloma',
    practitioner: 'Laatija',
    creationDate: 'Laadittu',
  },
  sv: {
    types: { nurse: 'Sjukskötarintyg', medicalCertificateA: 'Läkarutlåtande A' },
    file: 'intyg',
    patient: 'Patient',
    sickLeave: 'Sjukledighet',
    practitioner: 'Utfärdat av',
    creationDate: 'Utfärdat',
  },
  en: {
    types: { nurse: "Nurse's certificate", medicalCertificateA: 'Medical certificate A' },
    file: 'certificate',
    patient: 'Patient',
    sickLeave: 'Sick leave',
    practitioner: 'Written by',
    creationDate: 'Date written',
  },
};
