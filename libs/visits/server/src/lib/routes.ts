import type { MedicalReport, VisitsList } from '@portal/visits/contracts';
import { VISITS_PAGE_SIZE, VisitParamsSchema, VisitQuerySchema, VisitsListQuerySchema } from '@portal/visits/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { notFound, parseInput, patientIdOf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { toMedicalReport, toVisitSummary } from './mapping';
import { diagnosesOf, patientIdentity, patientVisitById, patientVisitPage, textsOf } from './queries';

/**
 * Visits and their reports (booking doc sections 2 and 3). Every call works on the session's
 * patient (the child a guardian acts for); a visit of anyone else answers exactly as one that does
 * not exist. Health records are never kept by a cache.
 */
export function registerVisitRoutes(app: FastifyInstance, { db }: Pick<DomainDeps, 'db'>): void {
  app.get('/api/visits', { config: { accessLog: { kind: 'visits' } } }, async (request, reply): Promise<VisitsList> => {
    const { lang, page } = parseInput(VisitsListQuerySchema, request.query);
    const found = await patientVisitPage(db, patientIdOf(request), page, VISITS_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return { visits: found.visits.map((row) => toVisitSummary(row, lang)), page, pageSize: VISITS_PAGE_SIZE, totalCount: found.totalCount };
  });

  app.get('/api/visits/:id', { config: { accessLog: { kind: 'visit', record: 'id' } } }, async (request, reply): Promise<MedicalReport> => {
    const { id } = parseInput(VisitParamsSchema, request.params);
    const { lang } = parseInput(VisitQuerySchema, request.query);
    const patientId = patientIdOf(request);
    const row = await patientVisitById(db, patientId, Number(id));
    if (!row) throw notFound();
    const [patient, diagnoses, texts] = await Promise.all([patientIdentity(db, patientId), diagnosesOf(db, row.id), textsOf(db, row.id)]);
    // A report without its person cannot be: the report's row goes with the person (on delete cascade).
    if (!patient) throw notFound();
    reply.header('cache-control', 'no-store');
    return toMedicalReport(row, patient, diagnoses, texts, lang);
  });
}
