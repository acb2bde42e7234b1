import type { OccupationalHealthTeamResponse } from '@portal/shared/contracts';
import { OccupationalHealthTeamResponseSchema } from '@portal/shared/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { buildServer, createSessionStore } from '@portal/shared/server';
import { testConfig } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { occupationalHealthServer } from '../index';

/**
 * The occupational health domain alone on a database that already holds its persons (the demo
 * data), in the brand `env` names; sessions straight from the store.
 */
export async function teamApp(database: DatabaseHandle, now: () => Date, env: Record<string, string> = {}) {
  const config = testConfig(env);
  const app = await buildServer({ config, database, domains: [occupationalHealthServer], testPersons: [], logging: false, now });
  await app.ready();
  const store = createSessionStore(database.db, config.session, now);

  async function get(url: string, personId?: number, actingForId: number | null = null): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (personId !== undefined) {
      const { token } = await store.create({ personId, actingForId, sessionScope: 'default', lang: 'fi', identificationMethod: 'nordea' });
      headers['cookie'] = `portal_session=${token}`;
    }
    return app.inject({ method: 'GET', url, headers });
  }

  /** The team call as the person; a 200 answer checked against the contract. */
  async function team(personId: number, { lang = 'fi', actingForId = null }: { lang?: string; actingForId?: number | null } = {}): Promise<OccupationalHealthTeamResponse> {
    const response = await get(`/api/occupational-health-team?lang=${lang}`, personId, actingForId);
    if (response.statusCode !== 200) throw new Error(`team answered ${response.statusCode}: ${response.body}`);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(OccupationalHealthTeamResponseSchema, response.json());
  }

  return { app, get, team, close: () => app.close() };
}
