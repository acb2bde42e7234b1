import { accessLog } from '@portal/shared/db';
import { databaseNow, testDatabases } from '@portal/shared/db/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DomainPlugin } from '../domain-plugin';
import type { TestApp } from '../../testing';
import { call, createTestApp, sessionFor } from '../../testing';

const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/records/:recordId', { config: { accessLog: { kind: 'visit', record: 'recordId' } } }, async (request) => ({ record: (request.params as { recordId: string }).recordId }));
  app.get('/api/test/missing/:recordId', { config: { accessLog: { kind: 'visit', record: 'recordId' } } }, async (_request, reply) => reply.code(404).send({ type: 'NotFound' }));
  app.get('/api/test/reference', { config: { access: 'public', accessLog: false } }, async () => ({ clinics: [] }));
  app.get('/api/test/free-time', { config: { access: 'public', accessLog: { kind: 'appointment' } } }, async (request) => {
    request.accessLogSubject = null;
    return { free: true };
  });
  app.get('/api/test/anonymous-link/:linkId', { config: { access: 'public', accessLog: { kind: 'appointment' } } }, async (request) => {
    request.accessLogSubject = Number((request.query as { patient: string }).patient);
    return { ok: true };
  });
  app.post('/api/test/records', { config: { accessLog: { kind: 'questionnaire' } } }, async () => ({ saved: true }));
  app.get('/api/test/undeclared', async () => ({}));
};

const DAY = 86_400_000;

describe.each(testDatabases)('the access log on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await open(), domains: [routes as DomainPlugin], env: { ACCESS_LOG_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());
  const rows = () => t.database.db.select().from(accessLog).orderBy(accessLog.id);
  const newRows = async (since: number) => (await rows()).filter((row) => row.id > since);
  const lastId = async () => (await rows()).at(-1)?.id ?? 0;

  it('records who read whose data, what, when and from a hashed address, kept for the configured days', async () => {
    const since = await lastId();
    const session = await sessionFor(t, t.personIds.adult);
    const answer = await call(t, 'GET', '/api/test/records/4711?lang=fi', { session, ip: '203.0.113.77' });
    expect(answer.statusCode).toBe(200);
    const [row, ...more] = await newRows(since);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ subjectId: t.personIds.adult, actorId: t.personIds.adult, actorRole: 'self', kind: 'visit', record: '4711', route: 'GET /api/test/records/:recordId' });
    expect(row?.at.getTime()).toBe(t.clock.now.getTime());
    // Kept 30 days by the database's clock, which the trigger and the purge go by.
    const keptFor = (row?.keepUntil.getTime() ?? 0) - (await databaseNow(t.database.db)).getTime();
    expect(Math.abs(keptFor - 30 * DAY)).toBeLessThan(60_000);
    expect(row?.clientHash).not.toContain('203.0.113');
    // The same address gives the same hash (reads of one client can be told together), another another.
    await call(t, 'GET', '/api/test/records/4712', { session, ip: '203.0.113.77' });
    await call(t, 'GET', '/api/test/records/4713', { session, ip: '198.51.100.1' });
    const [, same, other] = await newRows(since);
    expect(same?.clientHash).toBe(row?.clientHash);
    expect(other?.clientHash).not.toBe(row?.clientHash);
  });

  it("records a guardian's read of a child's data as the child's, read by the guardian", async () => {
    const since = await lastId();
    const session = await sessionFor(t, t.personIds.guardian, t.personIds.child8);
    await call(t, 'GET', '/api/test/records/1', { session });
    expect(await newRows(since)).toEqual([expect.objectContaining({ subjectId: t.personIds.child8, actorId: t.personIds.guardian, actorRole: 'guardian' })]);
  });

  it("records an anonymous link's read under the subject its route names, and a state change after its answer", async () => {
    const since = await lastId();
    await call(t, 'GET', `/api/test/anonymous-link/secret-token?patient=${t.personIds.adult}`);
    const session = await sessionFor(t, t.personIds.adult);
    expect((await call(t, 'POST', '/api/test/records', { session, body: {} })).statusCode).toBe(200);
    const made = await newRows(since);
    expect(made.map((row) => [row.actorRole, row.actorId, row.kind, row.record])).toEqual([
      ['anonymous-link', null, 'appointment', null],
      ['self', t.personIds.adult, 'questionnaire', null],
    ]);
  });

  it('records nothing for an answer without data: an error, a route that carries none, an answer that turned out to be no one\'s', async () => {
    const since = await lastId();
    const session = await sessionFor(t, t.personIds.adult);
    expect((await call(t, 'GET', '/api/test/missing/1', { session })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/test/reference', { session })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/test/free-time', { session })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/test/records/1')).statusCode).toBe(401);
    expect(await newRows(since)).toEqual([]);
  });

  it('does not show data it could not record', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    await t.database.db.execute(sql`alter table access_log rename to access_log_away`);
    try {
      const answer = await call(t, 'GET', '/api/test/records/99', { session });
      expect([answer.statusCode, answer.json(), answer.headers['retry-after']]).toEqual([503, { type: 'ServiceUnavailable' }, '1']);
    } finally {
      await t.database.db.execute(sql`alter table access_log_away rename to access_log`);
    }
  });

  it('refuses to change a row, to remove one before its keep-until, or to empty the table, at the database', async () => {
    const session = await sessionFor(t, t.personIds.adult);
    await call(t, 'GET', '/api/test/records/5', { session });
    const id = await lastId();
    const { db } = t.database;
    await expect(db.update(accessLog).set({ kind: 'nothing' }).where(eq(accessLog.id, id))).rejects.toThrow();
    await expect(db.delete(accessLog).where(eq(accessLog.id, id))).rejects.toThrow();
    await expect(db.execute(sql`truncate access_log`)).rejects.toThrow();
    expect((await db.select().from(accessLog).where(eq(accessLog.id, id)))[0]?.kind).toBe('visit');
  });

  it('is purged of rows past their keep-until only', async () => {
    const { db } = t.database;
    const at = new Date(t.clock.now.getTime() - 60 * DAY);
    // Rows a purge may take: kept until a day ago by the database's own clock.
    await db.insert(accessLog).values({ at, subjectId: t.personIds.adult, actorId: t.personIds.adult, actorRole: 'self', kind: 'visit', route: 'GET /api/visits/:id', clientHash: 'x', keepUntil: sql`now() - interval '1 day'` as unknown as Date });
    const before = (await rows()).length;
    const purged = await t.app.purgeExpired();
    expect(purged['accessLog']).toBe(1);
    expect((await rows()).length).toBe(before - 1);
    const databaseToday = (await databaseNow(db)).getTime();
    expect((await rows()).every((row) => row.keepUntil.getTime() > databaseToday)).toBe(true);
  });

  it('knows the routes that do not say whether their answers carry data', () => {
    expect(t.app.undeclaredAccessLogRoutes()).toEqual(['GET /api/test/undeclared']);
  });
});
