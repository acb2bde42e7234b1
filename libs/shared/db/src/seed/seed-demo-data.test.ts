import { addCalendarDays, helsinkiInstant } from '@portal/shared/util';
import { and, count, eq, getTableName, gte, inArray, is, isNull, lt, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import path from 'node:path';
import type { Database, DatabaseHandle } from '../lib/client';
import { openDatabase } from '../lib/client';
import * as schema from '../lib/schema';
import type { DemoPersonKey } from './demo-persons';
import { demoPersons } from './demo-persons';
import { demoPersonIds } from './person-account';
import type { SeedSummary } from './seed-demo-data';
import { hasDemoData, seedDemoData } from './seed-demo-data';

const migrationsFolder = path.join(__dirname, '../../drizzle');
const TODAY = '2026-11-22';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function seeded(): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
  await handle.migrate(migrationsFolder);
  const summary = await seedDemoData(handle.db, { today: TODAY, slots: 'sample' });
  return { handle, summary };
}

/** An order-independent digest of every row of every table. */
async function digest(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await db
      .select({ digest: sql<string>`md5(coalesce(string_agg(${table}::text, '|' order by ${table}::text), ''))` })
      .from(table);
    out[getTableName(table)] = row?.digest ?? '';
  }
  return out;
}

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const registeredAdults = demoPersons.filter((p) => p.patient && p.key !== 'child' && p.key !== 'teen');

describe('seedDemoData (sample)', () => {
  let first: { handle: DatabaseHandle; summary: SeedSummary };
  let db: Database;
  const ids = demoPersonIds();
  const idOf = (key: DemoPersonKey) => ids[key];

  beforeAll(async () => {
    first = await seeded();
    db = first.handle.db;
  }, 60_000);

  afterAll(async () => {
    await first.handle.close();
  });

  it('writes the same rows for the same day', async () => {
    const second = await seeded();
    try {
      expect(second.summary).toEqual(first.summary);
      expect(await digest(second.handle.db)).toEqual(await digest(db));
    } finally {
      await second.handle.close();
    }
  }, 60_000);

  it('reports the rows it wrote', async () => {
    for (const table of tables) {
      const name = getTableName(table);
      if (name in first.summary) expect([name, await rowCount(db, table)]).toEqual([name, first.summary[name]]);
    }
    expect(first.summary['appointments']).toBeGreaterThan(200);
    expect(first.summary['appointments']).toBeLessThan(1000);
    expect(await hasDemoData(db)).toBe(true);
  });

  it('stores the persons by their identity codes, with guardianships', async () => {
    const persons = await db.select({ id: schema.persons.id, ssn: schema.persons.ssn }).from(schema.persons);
    expect(persons.map((p) => p.ssn).sort()).toEqual(demoPersons.map((p) => p.ssn).sort());
    const guardianships = await db.select().from(schema.guardianships);
    expect(guardianships).toEqual(
      expect.arrayContaining([
        { guardianId: idOf('guardian'), childId: idOf('child') },
        { guardianId: idOf('guardian'), childId: idOf('teen') },
      ]),
    );
  });

  it('leaves the unregistered person without a patient record or data', async () => {
    const id = idOf('unregistered');
    expect(await db.select().from(schema.patients).where(eq(schema.patients.personId, id))).toEqual([]);
    expect(await db.select().from(schema.appointments).where(eq(schema.appointments.reservedByPatientId, id))).toEqual([]);
  });

  const domains: [string, PgTable, (id: number) => ReturnType<typeof eq>][] = [
    ['appointments', schema.appointments, (id) => eq(schema.appointments.reservedByPatientId, id)],
    ['invoices', schema.invoices, (id) => eq(schema.invoices.patientId, id)],
    ['certificates', schema.certificates, (id) => eq(schema.certificates.patientId, id)],
    ['vaccinations', schema.vaccinations, (id) => eq(schema.vaccinations.patientId, id)],
    ['prescriptions', schema.prescriptions, (id) => eq(schema.prescriptions.patientId, id)],
    ['referrals', schema.referrals, (id) => eq(schema.referrals.patientId, id)],
    ['lab results', schema.labResults, (id) => eq(schema.labResults.patientId, id)],
    ['imaging results', schema.imagingResults, (id) => eq(schema.imagingResults.patientId, id)],
    ['visits', schema.medicalReports, (id) => eq(schema.medicalReports.patientId, id)],
    ['questionnaires', schema.questionnaireInvitations, (id) => eq(schema.questionnaireInvitations.patientId, id)],
    ['conversations', schema.messagingThreads, (id) => eq(schema.messagingThreads.patientId, id)],
  ];

  it.each(registeredAdults.map((p) => [p.key]))('gives %s rows in every domain', async (key) => {
    for (const [name, table, where] of domains) {
      const [row] = await db.select({ n: count() }).from(table).where(where(idOf(key)));
      expect([name, (row?.n ?? 0) > 0]).toEqual([name, true]);
    }
  });

  it('gives every invoice status to every registered person', async () => {
    const rows = await db.select({ patientId: schema.invoices.patientId, status: schema.invoices.status }).from(schema.invoices);
    for (const person of demoPersons.filter((p) => p.patient)) {
      const statuses = new Set(rows.filter((r) => r.patientId === idOf(person.key)).map((r) => r.status));
      expect([...statuses].sort()).toEqual([...schema.invoiceStatuses].sort());
    }
  });

  it('gives every adult an appointment today or tomorrow', async () => {
    const from = helsinkiInstant(TODAY, '00:00');
    const to = helsinkiInstant(addCalendarDays(TODAY, 2), '00:00');
    for (const person of registeredAdults) {
      const rows = await db
        .select({ id: schema.appointments.id })
        .from(schema.appointments)
        .where(
          and(
            eq(schema.appointments.reservedByPatientId, idOf(person.key)),
            isNull(schema.appointments.cancelledAt),
            gte(schema.appointments.startDate, from),
            lt(schema.appointments.startDate, to),
          ),
        );
      expect([person.key, rows.length > 0]).toEqual([person.key, true]);
    }
  });

  it('gives the children appointments and records in the children’s organisation', async () => {
    const rows = await db
      .select({ organisationId: schema.appointments.organisationId })
      .from(schema.appointments)
      .where(inArray(schema.appointments.reservedByPatientId, [idOf('child'), idOf('teen')]));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.organisationId))).toEqual(new Set(['children']));
    expect(await db.select({ n: count() }).from(schema.vaccinations).where(eq(schema.vaccinations.patientId, idOf('child')))).toEqual([{ n: 12 }]);
  });

  it('lets a free time be reserved once with a conditional update', async () => {
    const [free] = await db
      .select({ id: schema.appointments.id })
      .from(schema.appointments)
      .where(and(isNull(schema.appointments.reservedByPatientId), isNull(schema.appointments.cancelledAt), gte(schema.appointments.startDate, helsinkiInstant(addCalendarDays(TODAY, 3), '00:00'))))
      .limit(1);
    const reserve = (patientId: number) =>
      db
        .update(schema.appointments)
        .set({ reservedByPatientId: patientId, reservedAt: new Date() })
        .where(and(eq(schema.appointments.id, free?.id ?? 0), isNull(schema.appointments.reservedByPatientId), isNull(schema.appointments.cancelledAt)))
        .returning({ id: schema.appointments.id });
    expect(await reserve(idOf('private'))).toHaveLength(1);
    expect(await reserve(idOf('insurance'))).toHaveLength(0);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [thread] = await db
      .insert(schema.messagingThreads)
      .values({ patientId: idOf('private'), title: 'Uusi', created: new Date() })
      .returning({ id: schema.messagingThreads.id });
    expect(thread?.id).toBe((first.summary['messaging_threads'] ?? 0) + 1);
    const [person] = await db
      .insert(schema.persons)
      .values({ ssn: '010101-900R', firstName: 'Testi', lastName: 'Henkilö', birthDate: '2001-01-01' })
      .returning({ id: schema.persons.id });
    expect(person?.id).toBe(demoPersons.length + 1);
  });
});
