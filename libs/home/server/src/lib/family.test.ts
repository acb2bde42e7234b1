import { FamilySchema } from '@portal/home/contracts';
import type { DatabaseHandle } from '@portal/shared/db';
import { accessLog, invoices, messages, messagingThreads, sessions } from '@portal/shared/db';
import { catalogueBatches } from '@portal/shared/db/seed';
import { testDatabases } from '@portal/shared/db/testing';
import { createSessionStore } from '@portal/shared/server';
import { insertAppointment } from '@portal/shared/server/testing';
import { addCalendarDays, helsinkiInstant } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { frontPageApp, idsOf, newPatient } from './testing/fixtures';

const TODAY = '2026-11-22';
const NOW = helsinkiInstant(TODAY, '12:00');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(testDatabases)('the family view on $name', ({ open }) => {
  let database: DatabaseHandle;
  let t: Awaited<ReturnType<typeof frontPageApp>>;

  beforeAll(async () => {
    database = await open();
    for (const b of catalogueBatches()) await b.insert(database.db);
    t = await frontPageApp(database, () => NOW);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  /** GET /api/family for a guardian's session that may act for `children`, acting for `actingFor`. */
  async function family(guardian: number, children: number[], actingFor: number | null, lang: 'fi' | 'en' = 'en') {
    const store = createSessionStore(database.db, t.config.session, () => NOW);
    const { token } = await store.create({ personId: guardian, actingForId: actingFor, sessionScope: 'default', lang, identificationMethod: 'nordea', mayActFor: children });
    const response = await t.app.inject({ method: 'GET', url: `/api/family?lang=${lang}`, headers: { cookie: `portal_session=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return v.parse(FamilySchema, response.json());
  }

  it('lists the guardian, then each child they may act for, with their next appointments and what needs doing', async () => {
    const guardian = await newPatient(database, 'Johanna');
    const eetu = await newPatient(database, 'Eetu');
    const other = await newPatient(database, 'Muu');
    const soon = await insertAppointment(database, { startDate: minutes(20), reservedByPatientId: eetu });
    const later = await insertAppointment(database, { startDate: minutes(60 * 24 * 3), reservedByPatientId: eetu });
    await insertAppointment(database, { startDate: minutes(60 * 24 * 2), reservedByPatientId: other });
    const invoice = (patientId: number, status: 'open' | 'overdue' | 'paid', n: number) =>
      database.db.insert(invoices).values({
        patientId, organisationId: 'general', invoiceNumber: String(53_100_000 + n), status, source: 'GoodSignInvoice', delivery: 'Email', description: 'Käynti',
        creationDate: addCalendarDays(TODAY, -5), dueDate: addCalendarDays(TODAY, 9), payableOnlineUntil: null, sumCents: 4_000, hasPdf: false, canBePaidOnline: true, buyerName: 'Johanna Etusivu',
      });
    await invoice(guardian, 'open', 1);
    await invoice(guardian, 'overdue', 2);
    await invoice(guardian, 'paid', 3);
    await invoice(other, 'open', 4);
    const [thread] = await database.db.insert(messagingThreads).values({ patientId: guardian, title: 'Kysymys', created: minutes(-120) }).returning({ id: messagingThreads.id });
    await database.db.insert(messages).values({ threadId: thread?.id ?? 0, created: minutes(-60), content: 'Vastaus', authorPersonId: null, authorProfessionalId: null });

    const answer = await family(guardian, [eetu], eetu);
    expect(answer.members.map((member) => [member.firstName, member.isGuardian, member.isActive])).toEqual([
      ['Johanna', true, false],
      ['Eetu', false, true],
    ]);
    const [own, child] = answer.members;
    expect(own).toMatchObject({ upcomingAppointments: [], checkInOpen: false, unpaidInvoices: 2, unreadConversations: 1 });
    expect(idsOf(child?.upcomingAppointments ?? [])).toEqual([soon, later]);
    expect(child).toMatchObject({ checkInOpen: true, unpaidInvoices: 0, unreadConversations: 0 });
    // Nobody the session may not act for, however they are related.
    expect(answer.members.map((member) => member.id)).not.toContain(other);
  });

  it('has the guardian alone without children, acting for themselves', async () => {
    const guardian = await newPatient(database, 'Laura');
    expect((await family(guardian, [], null)).members).toEqual([expect.objectContaining({ id: guardian, isGuardian: true, isActive: true })]);
  });

  it("records each member's read in their own access log", async () => {
    const guardian = await newPatient(database, 'Ville');
    const child = await newPatient(database, 'Aino');
    await family(guardian, [child], null);
    const rowsOf = async (subjectId: number) => (await database.db.select().from(accessLog).where(eq(accessLog.subjectId, subjectId))).map((row) => [row.kind, row.actorId, row.actorRole]);
    expect(await rowsOf(guardian)).toEqual([['family', guardian, 'self']]);
    expect(await rowsOf(child)).toEqual([['family', guardian, 'guardian']]);
  });

  it('answers 401 without a session', async () => {
    await database.db.delete(sessions);
    expect((await t.app.inject({ method: 'GET', url: '/api/family' })).statusCode).toBe(401);
  });
});
