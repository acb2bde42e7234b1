import type { AppointmentSearchResponse } from '@portal/booking/contracts';
import { AppointmentSearchResponseSchema } from '@portal/booking/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { appointments, patients, persons } from '@portal/shared/db';
import { buildServer, configPartsOf } from '@portal/shared/server';
import type { AppointmentInsert } from '@portal/shared/server/testing';
import { appointmentRow, insertCatalogue, NOW, testConfig } from '@portal/shared/server/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { bookingServer } from '../../../index';

/** An instant from a Helsinki wall-clock time in winter (UTC+2), e.g. at('2026-11-24', '07:00'). */
export function at(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+02:00`);
}

export interface SearchTestApp {
  database: DatabaseHandle;
  /** The general brand's app, and the children's brand's on the same database. */
  app: FastifyInstance;
  childrenApp: FastifyInstance;
  clock: { now: Date };
  /** A patient to reserve times for. */
  patientId: number;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  reset(): Promise<void>;
  /** Inserts free times (or, with values, reserved or cancelled ones); returns their ids in order. */
  insert(...rows: (Partial<AppointmentInsert> & { startDate: Date })[]): Promise<number[]>;
  get(url: string, app?: FastifyInstance): Promise<LightMyRequestResponse>;
  /** The ids `GET /api/appointments?{query}` answers, in its order. */
  search(query: string, app?: FastifyInstance): Promise<number[]>;
  searchBody(query: string): Promise<AppointmentSearchResponse>;
}

export function searchTestApp(open: () => Promise<DatabaseHandle>): SearchTestApp {
  const build = (database: DatabaseHandle, brand: 'general' | 'children') =>
    buildServer({ config: testConfig({ PORTAL_BRAND: brand }, configPartsOf([bookingServer])), database, domains: [bookingServer], testPersons: [], logging: false, now: () => context.clock.now });
  const context: SearchTestApp = {
    database: undefined as unknown as DatabaseHandle,
    app: undefined as unknown as FastifyInstance,
    childrenApp: undefined as unknown as FastifyInstance,
    clock: { now: NOW },
    patientId: 0,
    setUp: async () => {
      context.database = await open();
      await insertCatalogue(context.database);
      const [person] = await context.database.db
        .insert(persons)
        .values({ ssn: '150585-901P', firstName: 'Maija', lastName: 'Testinen', birthDate: '1985-05-15' })
        .returning({ id: persons.id });
      if (!person) throw new Error('insert failed');
      await context.database.db.insert(patients).values({ personId: person.id, healthCareType: 'private' });
      context.patientId = person.id;
      context.app = await build(context.database, 'general');
      context.childrenApp = await build(context.database, 'children');
    },
    tearDown: async () => {
      await context.app.close();
      await context.childrenApp.close();
      await context.database.close();
    },
    reset: async () => {
      context.clock.now = NOW;
      await context.database.db.delete(appointments);
    },
    insert: async (...rows) => {
      const inserted = await context.database.db
        .insert(appointments)
        .values(rows.map(appointmentRow))
        .returning({ id: appointments.id });
      return inserted.map((row) => row.id);
    },
    get: (url, app) => (app ?? context.app).inject({ method: 'GET', url }),
    search: async (query, app) => {
      const response = await context.get(`/api/appointments?${query}`, app);
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
      return v.parse(AppointmentSearchResponseSchema, response.json()).availableAppointments.appointments.map((a) => a.id);
    },
    searchBody: async (query) => v.parse(AppointmentSearchResponseSchema, (await context.get(`/api/appointments?${query}`)).json()),
  };
  return context;
}

export { NOW };
