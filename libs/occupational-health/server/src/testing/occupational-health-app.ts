import type { OccupationalHealthMemoResponse, OccupationalHealthTeamResponse } from '@portal/occupational-health/contracts';
import { OccupationalHealthMemoResponseSchema, OccupationalHealthTeamResponseSchema } from '@portal/occupational-health/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { buildServer, createSessionStore } from '@portal/shared/server';
import { testConfig } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { occupationalHealthServer } from '../index';

interface AsPerson {
  lang?: string;
  actingForId?: number | null;
}

/**
 * The occupational health domain alone on a database that already holds its persons (the demo
 * data), in the brand `env` names; sessions straight from the store.
 */
export async function occupationalHealthApp(database: DatabaseHandle, now: () => Date, env: Record<string, string> = {}) {
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

  /** A call as the person; a 200 answer, never cached, checked against the contract. */
  async function answer<T>(path: string, schema: v.GenericSchema<unknown, T>, personId: number, { lang = 'fi', actingForId = null }: AsPerson): Promise<T> {
    const response = await get(`${path}?lang=${lang}`, personId, actingForId);
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(schema, response.json());
  }

  const team = (personId: number, asPerson: AsPerson = {}): Promise<OccupationalHealthTeamResponse> =>
    answer('/api/occupational-health-team', OccupationalHealthTeamResponseSchema, personId, asPerson);
  const memo = (personId: number, asPerson: AsPerson = {}): Promise<OccupationalHealthMemoResponse> =>
    answer('/api/occupational-health-memo', OccupationalHealthMemoResponseSchema, personId, asPerson);

  return { app, get, team, memo, close: () => app.close() };
}
