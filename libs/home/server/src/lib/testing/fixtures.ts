import type { FrontPage } from '@portal/home/contracts';
import { FrontPageSchema } from '@portal/home/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { patients, persons } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { buildServer, createSessionStore } from '@portal/shared/server';
import { testConfig } from '@portal/shared/server/testing';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { homeServer } from '../../index';

/** An app on a shared database with a clock the test sets; several apps may share one database. */
export async function frontPageApp(database: DatabaseHandle, now: () => Date, env: Record<string, string> = {}) {
  const config: ApiConfig = testConfig(env);
  const app: FastifyInstance = await buildServer({ config, database, domains: [homeServer], testPersons: [], logging: false, now });
  await app.ready();
  const store = createSessionStore(database.db, config.session, now);

  /** A session cookie for the person, acting for a child when `actingForId` is given. */
  async function cookieFor(personId: number, actingForId: number | null = null): Promise<string> {
    const { token } = await store.create({ personId, actingForId, sessionScope: 'default', lang: 'fi', identificationMethod: null });
    return `portal_session=${token}`;
  }

  /** GET /api/front-page as the person; the answer is checked against the contract. */
  async function frontPage(personId: number, options: { lang?: 'fi' | 'sv' | 'en'; actingForId?: number } = {}): Promise<FrontPage> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/front-page?lang=${options.lang ?? 'fi'}`,
      headers: { cookie: await cookieFor(personId, options.actingForId ?? null) },
    });
    if (response.statusCode !== 200) throw new Error(`front page answered ${response.statusCode}: ${response.body}`);
    return v.parse(FrontPageSchema, response.json());
  }

  return { app, config, cookieFor, frontPage };
}

let counter = 0;

/** A new person with a patient record and no data, so a test controls every row it reads. */
export async function newPatient(database: DatabaseHandle, firstName = 'Testi'): Promise<number> {
  counter += 1;
  // Test identity codes need not be valid here: only uniqueness matters to the table.
  const [row] = await database.db
    .insert(persons)
    .values({ ssn: `front-page-${process.pid}-${counter}`, firstName, lastName: 'Etusivu', birthDate: '1980-01-01' })
    .returning({ id: persons.id });
  if (!row) throw new Error('insert failed');
  await database.db.insert(patients).values({ personId: row.id, healthCareType: 'private' });
  return row.id;
}

/** Item ids of a section as the numbers they carry ('appointment-12' -> 12). */
export const idsOf = (items: readonly { id: string }[]): number[] => items.map((item) => Number(item.id.split('-').pop()));
