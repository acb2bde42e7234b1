import type { DatabaseHandle } from '@portal/shared/db';
import { questionnaireForms, questionnaireInvitations } from '@portal/shared/db';
import { PRE_VISIT_FORM, questionnaireFormRows, SATISFACTION_FORM } from '@portal/shared/db/seed';
import { buildServer } from '@portal/shared/server';
import type { DomainTestApp, TestApp } from '@portal/shared/server/testing';
import { domainTestApp, NOW, testConfig } from '@portal/shared/server/testing';
import { questionnairesServer } from '../index';

export { PRE_VISIT_FORM, SATISFACTION_FORM };

/** An open invitation of `patientId` to the pre-visit form sent a day before NOW, unless told otherwise. */
export async function insertInvitation(database: DatabaseHandle, patientId: number, values: Partial<typeof questionnaireInvitations.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(questionnaireInvitations)
    .values({ patientId, questionnaireFormId: PRE_VISIT_FORM, created: new Date(NOW.getTime() - 86_400_000), ...values })
    .returning({ id: questionnaireInvitations.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export interface QuestionnaireTestApp extends DomainTestApp {
  /** The same database and persons served as the children's brand. */
  children: TestApp;
  /** The same database served with QUESTIONNAIRES_MAINTENANCE=true. */
  maintenance: TestApp;
}

/**
 * The questionnaires domain on a database of its own with the demo forms and the fixture persons,
 * in the general brand, in maintenance mode and in the children's brand; no invitations from the
 * previous test.
 */
export function questionnaireTestApp(open: () => Promise<DatabaseHandle>): QuestionnaireTestApp {
  const app = domainTestApp(open, {
    domains: [questionnairesServer],
    prepare: async (database) => {
      await database.db.insert(questionnaireForms).values(questionnaireFormRows);
    },
    clear: [questionnaireInvitations],
  });
  const context: QuestionnaireTestApp = Object.assign(app, { children: undefined as unknown as TestApp, maintenance: undefined as unknown as TestApp });
  const { setUp, tearDown } = app;
  const variant = async (env: Record<string, string>): Promise<TestApp> => {
    const config = testConfig(env);
    const { clock } = context.t;
    const server = await buildServer({ config, database: context.database, domains: [questionnairesServer], testPersons: [], logging: false, now: () => clock.now });
    await server.ready();
    return { ...context.t, app: server, config, close: () => server.close() };
  };
  context.setUp = async () => {
    await setUp();
    context.children = await variant({ PORTAL_BRAND: 'children' });
    context.maintenance = await variant({ QUESTIONNAIRES_MAINTENANCE: 'true' });
  };
  context.tearDown = async () => {
    await context.children.close();
    await context.maintenance.close();
    await tearDown();
  };
  return context;
}
