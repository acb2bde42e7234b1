export {
  CERTIFICATES_LISTED_FROM,
  CertificatePdfParamsSchema,
  CertificatePdfQuerySchema,
  CertificateSchema,
  CertificatesListQuerySchema,
  CertificatesListSchema,
  certificateTypes,
} from './lib/certificates';
export type { Certificate, CertificatePdfQuery, CertificateType, CertificatesList } from './lib/certificates';
