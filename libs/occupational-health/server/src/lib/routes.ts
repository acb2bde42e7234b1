import type { OccupationalHealthTeamResponse } from '@portal/shared/contracts';
import { OccupationalHealthTeamQuerySchema } from '@portal/shared/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { actingSessionOf, parseInput } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import type { FastifyInstance } from 'fastify';
import { toTeam } from './mapping';
import { occupationalContractOf, teamMembersOf } from './queries';

/**
 * The occupational health team (account doc sections 2, 3 and 6). Only the signed-in person's own:
 * a guardian acting for a child, the children's brand and anyone without an occupational health
 * agreement hear `notOccupationalCustomer`, an answer rather than an error, so the page can say
 * what the team is for.
 */
export function registerOccupationalHealthRoutes(app: FastifyInstance, { db, config, now }: Pick<DomainDeps, 'db' | 'config' | 'now'>): void {
  app.get('/api/occupational-health-team', async (request, reply): Promise<OccupationalHealthTeamResponse> => {
    const { lang } = parseInput(OccupationalHealthTeamQuerySchema, request.query);
    const session = actingSessionOf(request);
    reply.header('cache-control', 'no-store');
    if (config.brand === 'children' || session.isChild) return { type: 'notOccupationalCustomer' };
    const contract = await occupationalContractOf(db, session.personId);
    if (!contract || contract.healthCareType !== 'occupational') return { type: 'notOccupationalCustomer' };
    const rows = await teamMembersOf(db, session.personId);
    return toTeam(contract.employerName, rows, helsinkiDateString(now()), lang);
  });
}
