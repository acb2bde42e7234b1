import type { CertificatesList } from '@portal/certificates/contracts';
import { CertificatePdfParamsSchema, CertificatePdfQuerySchema, CertificatesListQuerySchema } from '@portal/certificates/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { notFound, parseInput, patientIdOf, sendPdf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { certificatePdfFilename, renderPatientCertificatePdf } from './certificate-pdf';
import { toCertificate } from './mapping';
import { patientCertificateById, patientCertificates } from './queries';

/**
 * The certificates list and each certificate's PDF (account doc sections 2 and 3): the session's
 * patient's (the child a guardian acts for) and nobody else's. Another person's certificate, one
 * created before 2022 and an unknown id are the same 404. Health records are never kept by a cache.
 */
export function registerCertificateRoutes(app: FastifyInstance, { db, config, now }: DomainDeps): void {
  app.get('/api/certificates', { config: { accessLog: { kind: 'certificates' } } }, async (request, reply): Promise<CertificatesList> => {
    // `lang` is checked like every list's, though the list has no text of its own.
    parseInput(CertificatesListQuerySchema, request.query);
    const rows = await patientCertificates(db, patientIdOf(request));
    reply.header('cache-control', 'no-store');
    return { certificates: rows.map(toCertificate) };
  });

  app.get('/api/certificates/:id/pdf', { config: { accessLog: { kind: 'certificate', record: 'id' } } }, async (request, reply) => {
    const { id } = parseInput(CertificatePdfParamsSchema, request.params);
    const { lang } = parseInput(CertificatePdfQuerySchema, request.query);
    const certificate = await patientCertificateById(db, patientIdOf(request), id);
    if (!certificate) throw notFound();
    const pdf = await renderPatientCertificatePdf(db, certificate, { brand: config.brand, lang, createdAt: now() });
    return sendPdf(reply, pdf, { filename: certificatePdfFilename(certificate.id, lang), disposition: 'attachment' });
  });
}
