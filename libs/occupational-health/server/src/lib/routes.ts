import { ownOccupationalContract } from '@portal/occupational-health/records';
import type { OccupationalHealthMemoResponse, OccupationalHealthTeamResponse } from '@portal/occupational-health/contracts';
import { OccupationalHealthMemoQuerySchema, OccupationalHealthTeamQuerySchema } from '@portal/occupational-health/contracts';
import type { DomainDeps } from '@portal/shared/server';
import { actingSessionOf, parseInput } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import type { FastifyInstance } from 'fastify';
import { toMemo, toTeam } from './mapping';
import { teamMembersOf } from './queries';

/**
 * The occupational health team (account doc sections 2, 3 and 6) and the employee memo. Only the
 * signed-in person's own: anyone who is not an occupational health customer hears
 * `notOccupationalCustomer`, an answer rather than an error, so the page can say what it is for.
 */
export function registerOccupationalHealthRoutes(app: FastifyInstance, { db, config, now }: Pick<DomainDeps, 'db' | 'config' | 'now'>): void {
  app.get('/api/occupational-health-team', { config: { accessLog: { kind: 'occupational-health' } } }, async (request, reply): Promise<OccupationalHealthTeamResponse> => {
    const { lang } = parseInput(OccupationalHealthTeamQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const contract = await ownOccupationalContract(db, actingSessionOf(request), config.brand);
    if (!contract) return { type: 'notOccupationalCustomer' };
    const rows = await teamMembersOf(db, actingSessionOf(request).personId);
    return toTeam(contract.employerName, rows, helsinkiDateString(now()), lang);
  });

  // What the employer's agreement gives the employee: the spec names the page but not its content.
  app.get('/api/occupational-health-memo', { config: { accessLog: { kind: 'occupational-health' } } }, async (request, reply): Promise<OccupationalHealthMemoResponse> => {
    parseInput(OccupationalHealthMemoQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const contract = await ownOccupationalContract(db, actingSessionOf(request), config.brand);
    return contract ? toMemo(contract) : { type: 'notOccupationalCustomer' };
  });
}
