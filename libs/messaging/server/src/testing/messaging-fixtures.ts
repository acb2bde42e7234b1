import type { DatabaseHandle } from '@portal/shared/db';
import {
  messageAttachments,
  messages,
  messagingThreads,
  professionalAbsences,
  professionalUsers,
  questionnaireForms,
  questionnaireInvitations,
  rateLimitCounters,
  storedObjects,
  threadAssignments,
  threadProfessionals,
  threadReads,
} from '@portal/shared/db';
import type { TestApp, TestSession } from '@portal/shared/server/testing';
import { call, createTestApp, insertCatalogue, NOW, sessionFor } from '@portal/shared/server/testing';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messagingServer } from '../index';

export const minutesAfter = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/** The portal's operation documents (libs/messaging/feature), as the screens send them. */
export function operation(file: string): string {
  const dir = path.join(__dirname, '../../../feature/src/lib/operations');
  const document = readFileSync(path.join(dir, `${file}.graphql`), 'utf8');
  // Every fragment is used by the operations that spread one (the client preset sends them along).
  return document.includes('...') ? `${document}\n${readFileSync(path.join(dir, 'fragments.graphql'), 'utf8')}` : document;
}

export interface GraphqlAnswer {
  statusCode: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } & Record<string, unknown>;
  response: LightMyRequestResponse;
}

export interface MessagingTestApp {
  t: TestApp;
  database: DatabaseHandle;
  /** Professional users: a doctor, a nurse and customer service (no practitioner). */
  pros: { doctor: number; nurse: number; service: number; service2: number };
  setUp(env?: Record<string, string>): Promise<void>;
  tearDown(): Promise<void>;
  /** No messaging rows or uploads from the previous test, the clock at NOW. */
  reset(): Promise<void>;
  session(personId: number, actingFor?: number | null): Promise<TestSession>;
  /** A GraphQL POST as the portal's Apollo client makes it: csrf token in the query. */
  gql(session: TestSession | undefined, query: string, variables?: Record<string, unknown>, options?: { csrf?: boolean; origin?: string; idempotencyKey?: string }): Promise<GraphqlAnswer>;
  insertThread(patientId: number, values?: Partial<typeof messagingThreads.$inferInsert> & { professionals?: { id: number; role: 'participant' | 'access' }[] }): Promise<number>;
  insertMessage(threadId: number, values: Partial<typeof messages.$inferInsert> & { created: Date }): Promise<number>;
  insertForm(): Promise<number>;
}

export function messagingTestApp(open: () => Promise<DatabaseHandle>): MessagingTestApp {
  const c: MessagingTestApp = {
    t: undefined as unknown as TestApp,
    database: undefined as unknown as DatabaseHandle,
    pros: { doctor: 0, nurse: 0, service: 0, service2: 0 },
    setUp: async (env = {}) => {
      c.database = await open();
      // The practitioners the care team's doctor and nurse are.
      await insertCatalogue(c.database);
      c.t = await createTestApp({ database: c.database, domains: [messagingServer], env });
      const rows = await c.database.db
        .insert(professionalUsers)
        .values([
          { practitionerId: 1, firstName: 'Aino', lastName: 'Lääkäri', title: 'Yleislääkäri', emailAddress: 'aino@example.com', dhUserNames: ['ainolaak'] },
          { practitionerId: 14, firstName: 'Hanna', lastName: 'Hoitaja', title: 'Sairaanhoitaja', emailAddress: 'hanna@example.com' },
          { firstName: 'Tuula', lastName: 'Palvelu', title: 'Palveluneuvoja', emailAddress: 'tuula@example.com' },
          { firstName: 'Pekka', lastName: 'Palvelu', title: 'Palveluneuvoja', emailAddress: 'pekka@example.com' },
        ])
        .returning({ id: professionalUsers.id });
      // Customer service is the one without a practitioner; the others stand for practitioners.
      c.pros = { doctor: rows[0]?.id ?? 0, nurse: rows[1]?.id ?? 0, service: rows[2]?.id ?? 0, service2: rows[3]?.id ?? 0 };
    },
    tearDown: () => c.t.close(),
    reset: async () => {
      c.t.clock.now = NOW;
      const db = c.database.db;
      for (const table of [questionnaireInvitations, messageAttachments, threadReads, threadAssignments, threadProfessionals, messages, messagingThreads, professionalAbsences, storedObjects, rateLimitCounters]) {
        await db.delete(table);
      }
    },
    session: (personId, actingFor = null) => sessionFor(c.t, personId, actingFor),
    gql: async (session, query, variables = {}, options = {}) => {
      const response = await call(c.t, 'POST', '/api/customer-messaging', {
        body: { query, variables },
        ...(session ? { session } : {}),
        ...(options.csrf === false ? { csrf: false } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      });
      return { statusCode: response.statusCode, body: response.json(), response };
    },
    insertThread: async (patientId, values = {}) => {
      const { professionals = [{ id: c.pros.doctor, role: 'participant' }], ...thread } = values;
      const [row] = await c.database.db
        .insert(messagingThreads)
        .values({ patientId, title: 'Kysymys', created: minutesAfter(NOW, -600), ...thread })
        .returning({ id: messagingThreads.id });
      if (!row) throw new Error('insert failed');
      if (professionals.length > 0) await c.database.db.insert(threadProfessionals).values(professionals.map((p) => ({ threadId: row.id, professionalUserId: p.id, role: p.role })));
      return row.id;
    },
    insertMessage: async (threadId, values) => {
      const [row] = await c.database.db
        .insert(messages)
        .values({ threadId, content: 'Viesti', ...values })
        .returning({ id: messages.id });
      if (!row) throw new Error('insert failed');
      return row.id;
    },
    insertForm: async () => {
      const [row] = await c.database.db
        .insert(questionnaireForms)
        .values({ questionnaireTitle: { fi: 'Esitiedot', sv: 'Förhandsuppgifter', en: 'Background' }, definition: { questions: [{ id: 'q1', type: 'text', required: true, text: { fi: 'Oireet', sv: 'Symtom', en: 'Symptoms' } }] } })
        .returning({ id: questionnaireForms.id });
      if (!row) throw new Error('insert failed');
      return row.id;
    },
  };
  return c;
}
