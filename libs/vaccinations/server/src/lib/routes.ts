import type { VaccinationsList } from '@portal/vaccinations/contracts';
import { VACCINATIONS_PAGE_SIZE, VaccinationsListQuerySchema } from '@portal/vaccinations/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { parseInput, patientIdOf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { toVaccination } from './mapping';
import { patientVaccinationPage } from './queries';

/**
 * The vaccinations list (account doc sections 2, 3 and 9): the session's patient's (the child a
 * guardian acts for) and nobody else's. Health records are never kept by a cache.
 */
export function registerVaccinationRoutes(app: FastifyInstance, { db }: Pick<DomainDeps, 'db'>): void {
  app.get('/api/vaccinations', { config: { accessLog: { kind: 'vaccinations' } } }, async (request, reply): Promise<VaccinationsList> => {
    // `lang` is checked like every list's, though the names come as the clinic recorded them.
    const { page } = parseInput(VaccinationsListQuerySchema, request.query);
    const found = await patientVaccinationPage(db, patientIdOf(request), page, VACCINATIONS_PAGE_SIZE);
    reply.header('cache-control', 'no-store');
    return { vaccinations: found.vaccinations.map(toVaccination), page, pageSize: VACCINATIONS_PAGE_SIZE, totalCount: found.totalCount };
  });
}
