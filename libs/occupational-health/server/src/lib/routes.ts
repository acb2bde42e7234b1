import type { OccupationalHealthMemoResponse, OccupationalHealthTeamResponse } from '@portal/shared/contracts';
import { OccupationalHealthMemoQuerySchema, OccupationalHealthTeamQuerySchema } from '@portal/shared/contracts';
import type { Database } from '@portal/shared/db';
import type { DomainDeps } from '@portal/shared/server';
import { actingSessionOf, parseInput } from '@portal/shared/server';
import { helsinkiDateString } from '@portal/shared/util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMemo, toTeam } from './mapping';
import type { OccupationalContractRow } from './queries';
import { occupationalContractOf, teamMembersOf } from './queries';

/**
 * The signed-in person's own agreement, when they are an occupational health customer: their care
 * type is occupational and an agreement is on record. Never a child's (a guardian acting for one
 * sees the child's pages) and never in the children's brand, which has no occupational health care.
 */
async function ownOccupationalContract(request: FastifyRequest, db: Database, brand: DomainDeps['config']['brand']): Promise<OccupationalContractRow | null> {
  const session = actingSessionOf(request);
  if (brand === 'children' || session.isChild) return null;
  const contract = await occupationalContractOf(db, session.personId);
  return contract?.healthCareType === 'occupational' ? contract : null;
}

/**
 * The occupational health team (account doc sections 2, 3 and 6) and the employee memo. Only the
 * signed-in person's own: anyone who is not an occupational health customer hears
 * `notOccupationalCustomer`, an answer rather than an error, so the page can say what it is for.
 */
export function registerOccupationalHealthRoutes(app: FastifyInstance, { db, config, now }: Pick<DomainDeps, 'db' | 'config' | 'now'>): void {
  app.get('/api/occupational-health-team', async (request, reply): Promise<OccupationalHealthTeamResponse> => {
    const { lang } = parseInput(OccupationalHealthTeamQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const contract = await ownOccupationalContract(request, db, config.brand);
    if (!contract) return { type: 'notOccupationalCustomer' };
    const rows = await teamMembersOf(db, actingSessionOf(request).personId);
    return toTeam(contract.employerName, rows, helsinkiDateString(now()), lang);
  });

  // What the employer's agreement gives the employee: the spec names the page but not its content.
  app.get('/api/occupational-health-memo', async (request, reply): Promise<OccupationalHealthMemoResponse> => {
    parseInput(OccupationalHealthMemoQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const contract = await ownOccupationalContract(request, db, config.brand);
    return contract ? toMemo(contract) : { type: 'notOccupationalCustomer' };
  });
}
