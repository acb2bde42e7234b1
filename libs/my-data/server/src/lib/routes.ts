import type { AccessLogPage, SignInPage } from '@portal/my-data/contracts';
import { ACCESS_LOG_PAGE_SIZE, AccessLogQuerySchema, DataExportQuerySchema } from '@portal/my-data/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { notFound, parseInput, patientIdOf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { readsByOthers, signInsOf } from './access-log-queries';
import { exportPdf } from './export-pdf';
import { downloadBundle, patientRecords } from './patient-records';

/**
 * The patient's own data in my information: who else has viewed it, their sign-ins, and the copy
 * to download (FHIR R4 JSON or a tagged PDF). Each is the session's subject's (the child a
 * guardian acts for), and reading it is itself recorded.
 */
export function registerMyDataRoutes(app: FastifyInstance, deps: DomainDeps): void {
  const { db, config, now } = deps;

  app.get('/api/my-data/access-log', { config: { accessLog: { kind: 'access-log' } } }, async (request, reply): Promise<AccessLogPage> => {
    const { page } = parseInput(AccessLogQuerySchema, request.query);
    const found = await readsByOthers(db, patientIdOf(request), page, ACCESS_LOG_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return { ...found, page, pageSize: ACCESS_LOG_PAGE_SIZE };
  });

  app.get('/api/my-data/sign-ins', { config: { accessLog: { kind: 'access-log' } } }, async (request, reply): Promise<SignInPage> => {
    const { page } = parseInput(AccessLogQuerySchema, request.query);
    const found = await signInsOf(db, patientIdOf(request), page, ACCESS_LOG_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return { ...found, page, pageSize: ACCESS_LOG_PAGE_SIZE };
  });

  app.get('/api/my-data/export', { config: { accessLog: { kind: 'data-export' } } }, async (request, reply) => {
    const { format, lang } = parseInput(DataExportQuerySchema, request.query);
    const subjectId = patientIdOf(request);
    const at = now();
    const resources = await patientRecords({ db, config, now, sources: deps.patientRecords }, subjectId, lang);
    // The session's person always exists (sessions cascade with persons).
    if (!resources) throw notFound();
    const day = at.toISOString().slice(0, 10);
    reply.header('cache-control', 'no-store');
    if (format === 'pdf') {
      const pdf = await exportPdf({ config, lang, resources, createdAt: at });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="my-data-${day}.pdf"`).send(pdf);
    }
    return reply
      .type('application/fhir+json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.fhir.json"`)
      .send(JSON.stringify(downloadBundle(config, resources, at)));
  });
}
