import { addCalendarDays, helsinkiDateString, helsinkiInstant } from '@portal/shared/util';
import { and, count, eq, getTableColumns, getTableName, gt, gte, inArray, is, isNull, lt, lte, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../lib/client';
import * as schema from '../lib/schema';
import { testDatabases } from '../testing';
import { DEMO_ANONYMOUS_LINKS } from './check-in-demo';
import type { DemoPersonKey } from './demo-persons';
import { demoPersonIds } from './person-account';
import { DEMO_APPOINTMENT_PERSONS } from './person-appointments';
import { validReferralTitles } from './person-results';
import { demoPerson } from './demo-persons';
import type { RollForwardSummary } from './roll-forward';
import { describeRollForward, rollDemoDataForward } from './roll-forward';
import { hasDemoData, seedDemoData } from './seed-demo-data';

// A chosen instant, never the real clock: seeded on a Monday evening in March (18:07), rolled
// forward 30 days later (19:07, after the change to summer time on 28.3.2027), when the seed's
// 'today from 17:00' appointments would already have begun.
const SEEDED_AT = new Date('2027-03-15T16:07:00Z');
const SEED_DAY = helsinkiDateString(SEEDED_AT);
const MINUTE = 60_000;
const DAY = 86_400_000;
const ROLLED_AT = new Date(SEEDED_AT.getTime() + 30 * DAY);
const TODAY = helsinkiDateString(ROLLED_AT);

const ids = demoPersonIds();
const REGISTERED: DemoPersonKey[] = ['private', 'occupational', 'insurance', 'kela65', 'guardian', 'notCreditworthy', 'child', 'teen', 'occupationalByPhone'];
const a = schema.appointments;
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** The largest id of each table that has one. */
async function maxIds(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const id = (getTableColumns(table) as Record<string, AnyPgColumn>)['id'];
    if (!id) continue;
    const [row] = await db.select({ last: max(id) }).from(table);
    out[getTableName(table)] = Number(row?.last ?? 0);
  }
  return out;
}

/** An order-independent checksum and count of a table's rows (as text), narrowed by `where`. */
async function checksum(db: Database, table: PgTable, where?: ReturnType<typeof sql>, text = sql`${table}::text`): Promise<string> {
  const [row] = await db
    .select({ n: count(), digest: sql<string>`md5(coalesce(string_agg(${text}, '|' order by ${text}), ''))` })
    .from(table)
    .where(where);
  return `${row?.n ?? 0} ${row?.digest ?? ''}`;
}

async function checksums(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) out[getTableName(table)] = await checksum(db, table);
  return out;
}

/** The rows that were there when `seeded` (largest ids) was taken, other than appointments and the care team. */
async function seededRowChecksums(db: Database, seeded: Record<string, number>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (name === 'appointments' || name === 'occupational_team_members') continue;
    const id = (getTableColumns(table) as Record<string, AnyPgColumn>)['id'];
    const where = id ? sql`${id} <= ${seeded[name] ?? 0}` : name === 'invoice_rows' ? sql`${schema.invoiceRows.invoiceId} <= ${seeded['invoices'] ?? 0}` : undefined;
    out[name] = await checksum(db, table, where);
  }
  return out;
}

/** Appointments that have started by `at`, every column but the link id (the fixed links' old ones get new ones). */
const pastAppointments = (db: Database, at: Date, seededMax: number) =>
  checksum(db, a, sql`${a.startDate} < ${at.toISOString()}::timestamptz and ${a.id} <= ${seededMax}`, sql`(to_jsonb(${a}) - 'anonymous_link_id')::text`);

const nothing: Pick<RollForwardSummary, 'inserted' | 'updated'> = { inserted: {}, updated: {} };

describe.each(testDatabases)('rollDemoDataForward on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let seeded: Record<string, number>;
  let sameDay: RollForwardSummary;
  let sameDayBefore: Record<string, string>;
  let sameDayAfter: Record<string, string>;
  let pastBefore: string;
  let seededRowsBefore: Record<string, string>;
  let linkRowsBefore: { id: number; link: string | null }[];
  let rolled: RollForwardSummary;
  let rollMs: number;

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    await seedDemoData(db, { today: SEED_DAY, now: SEEDED_AT, slots: 'sample' });
    seeded = await maxIds(db);

    // Started again ten minutes after the seed: before the check-in appointments start.
    sameDayBefore = await checksums(db);
    sameDay = await rollDemoDataForward(db, { today: SEED_DAY, now: new Date(SEEDED_AT.getTime() + 10 * MINUTE), slots: 'sample' });
    sameDayAfter = await checksums(db);

    pastBefore = await pastAppointments(db, ROLLED_AT, seeded['appointments'] ?? 0);
    seededRowsBefore = await seededRowChecksums(db, seeded);
    linkRowsBefore = await db.select({ id: a.id, link: a.anonymousLinkId }).from(a).where(inArray(a.anonymousLinkId, Object.values(DEMO_ANONYMOUS_LINKS)));
    const started = performance.now();
    rolled = await rollDemoDataForward(db, { today: TODAY, now: ROLLED_AT, slots: 'sample' });
    rollMs = performance.now() - started;
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('adds and changes nothing on the day of the seed', () => {
    expect(sameDay).toMatchObject(nothing);
    expect(sameDayAfter).toEqual(sameDayBefore);
    expect(describeRollForward(SEED_DAY, sameDay)).toBe(`Demo data is current for ${SEED_DAY}: nothing to roll forward`);
  });

  it('rolls a database seeded 30 days ago forward and says what it did', () => {
    console.info(`Roll-forward of 30 days (sample): ${rollMs.toFixed(0)} ms; ${describeRollForward(TODAY, rolled)}`);
    expect(rolled.slotDays).toBe(30);
    expect(rolled.persons).toBe(DEMO_APPOINTMENT_PERSONS.length);
    expect(rolled.plansWithoutTime).toBe(0);
    expect(describeRollForward(TODAY, rolled)).toMatch(new RegExp(`^Demo data rolled forward to ${TODAY}: 30 days of bookable times; upcoming appointments for 9 persons; \\d+ rows added \\(appointments \\d+`));
  });

  it('offers free times on each of the next 56 days, none twice', async () => {
    const days = await db
      .select({ day: sql<string>`to_char(${a.startDate} at time zone 'Europe/Helsinki', 'YYYY-MM-DD')`, n: count() })
      .from(a)
      .where(and(isNull(a.reservedByPatientId), isNull(a.cancelledAt), gte(a.startDate, helsinkiInstant(TODAY)), lt(a.startDate, helsinkiInstant(addCalendarDays(TODAY, 56)))))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 56 }, (_, i) => addCalendarDays(TODAY, i)));
    const twice = await db
      .select({ practitionerId: a.practitionerId, startDate: a.startDate, n: count() })
      .from(a)
      .where(gte(a.startDate, helsinkiInstant(addCalendarDays(TODAY, 1))))
      .groupBy(a.practitionerId, a.startDate)
      .having(sql`count(*) > 1`);
    expect(twice).toEqual([]);
    // Nothing after the eight weeks.
    const [last] = await db.select({ at: max(a.startDate) }).from(a);
    expect(helsinkiDateString(last?.at ?? 0)).toBe(addCalendarDays(TODAY, 55));
  });

  it('gives Laura and every other person with appointments an upcoming reservation again', async () => {
    const after = new Date(ROLLED_AT.getTime() + 30 * MINUTE);
    const rows = await db
      .select({ patientId: a.reservedByPatientId, startDate: a.startDate })
      .from(a)
      .where(and(isNull(a.cancelledAt), gt(a.startDate, after)));
    const upcoming = (key: DemoPersonKey) => rows.filter((row) => row.patientId === ids[key]);
    expect(upcoming('private').length).toBeGreaterThanOrEqual(4);
    for (const key of DEMO_APPOINTMENT_PERSONS) expect([key, upcoming(key).length > 0]).toEqual([key, true]);
    // Laura's first is today from 17:00 or tomorrow, as on a fresh seed.
    const first = upcoming('private').map((row) => row.startDate.getTime()).sort((x, y) => x - y)[0] ?? 0;
    expect(first).toBeGreaterThanOrEqual(helsinkiInstant(TODAY, '17:00').getTime());
    expect(first).toBeLessThan(helsinkiInstant(addCalendarDays(TODAY, 2)).getTime());
    // Nothing reserved again has begun: none of theirs today before now.
    const [begun] = await db
      .select({ n: count() })
      .from(a)
      .where(and(inArray(a.reservedByPatientId, Object.values(ids)), gte(a.startDate, helsinkiInstant(TODAY)), lt(a.startDate, ROLLED_AT)));
    expect(begun?.n).toBe(0);
    // Cancelled ones are planned too.
    const [cancelled] = await db
      .select({ n: count() })
      .from(a)
      .where(and(eq(a.reservedByPatientId, ids.private), gt(a.startDate, ROLLED_AT), sql`${a.cancelledAt} is not null`));
    expect(cancelled?.n).toBe(2);
  });

  it('moves the fixed anonymous links to appointments starting within 30 minutes, keeping the old ones', async () => {
    for (const [brand, link] of Object.entries(DEMO_ANONYMOUS_LINKS)) {
      const rows = await db.select().from(a).where(eq(a.anonymousLinkId, link));
      expect(rows).toHaveLength(1);
      const row = rows[0];
      const minutes = ((row?.startDate.getTime() ?? 0) - ROLLED_AT.getTime()) / MINUTE;
      expect([brand, minutes > 0 && minutes <= 30, row?.checkedInAt, row?.cancelledAt]).toEqual([brand, true, null, null]);
      expect(row?.reservedByPatientId).toBe(brand === 'general' ? ids.private : ids.child);
    }
    expect(linkRowsBefore).toHaveLength(2);
    const old = await db.select({ id: a.id, link: a.anonymousLinkId }).from(a).where(inArray(a.id, linkRowsBefore.map((row) => row.id)));
    expect(old).toHaveLength(2);
    for (const row of old) expect(row.link).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(old.map((row) => row.link)).not.toContain(DEMO_ANONYMOUS_LINKS.general);
    // Ella gets one too, without a fixed link.
    const [ella] = await db
      .select({ n: count() })
      .from(a)
      .where(and(eq(a.reservedByPatientId, ids.teen), gt(a.startDate, ROLLED_AT), lte(a.startDate, new Date(ROLLED_AT.getTime() + 30 * MINUTE))));
    expect(ella?.n).toBe(1);
  });

  it('leaves the rows seeded 30 days ago as they were', async () => {
    expect(await pastAppointments(db, ROLLED_AT, seeded['appointments'] ?? 0)).toBe(pastBefore);
    expect(pastBefore).toMatch(/^[1-9]\d* /);
    expect(await seededRowChecksums(db, seeded)).toEqual(seededRowsBefore);
  });

  it('gives every registered person an open invoice payable online and not yet due', async () => {
    const i = schema.invoices;
    const rows = await db
      .select({ patientId: i.patientId, source: i.source, payableOnlineUntil: i.payableOnlineUntil })
      .from(i)
      .where(and(eq(i.status, 'open'), eq(i.canBePaidOnline, true), gte(i.dueDate, TODAY)));
    for (const key of REGISTERED) {
      const own = rows.filter((row) => row.patientId === ids[key]);
      expect([key, own.some((row) => row.source === 'GoodSignInvoice' && (row.payableOnlineUntil?.getTime() ?? 0) >= ROLLED_AT.getTime())]).toEqual([key, true]);
      expect([key, own.some((row) => row.source !== 'GoodSignInvoice')]).toEqual([key, true]);
    }
    expect(rolled.inserted['invoices']).toBe(2 * REGISTERED.length);
    // The payment system's invoices have their rows.
    const [withoutRows] = await db
      .select({ n: count() })
      .from(i)
      .where(and(eq(i.source, 'GoodSignInvoice'), sql`not exists (select 1 from ${schema.invoiceRows} r where r.invoice_id = ${i.id})`));
    expect(withoutRows?.n).toBe(0);
  });

  it('makes the referrals valid on the seed day valid again', async () => {
    const r = schema.referrals;
    const rows = await db.select({ patientId: r.patientId, title: r.title }).from(r).where(gte(r.validUntil, TODAY));
    for (const key of REGISTERED) {
      const titles = rows.filter((row) => row.patientId === ids[key]).map((row) => row.title);
      expect([key, [...titles].sort()]).toEqual([key, [...validReferralTitles(demoPerson(key))].sort()]);
    }
  });

  it('has the occupational doctor and the messaging professional away around today again', async () => {
    const t = schema.occupationalTeamMembers;
    const [doctor] = await db.select().from(t).where(and(eq(t.patientId, ids.occupational), eq(t.practitionerId, 10)));
    expect([doctor?.substituteFrom, doctor?.substituteUntil]).toEqual([addCalendarDays(TODAY, -3), addCalendarDays(TODAY, 10)]);
    const p = schema.professionalAbsences;
    const current = await db.select().from(p).where(and(lte(p.startDate, TODAY), gte(p.endDate, TODAY)));
    expect(current).toHaveLength(1);
  });

  it('adds nothing when run again the same day', async () => {
    const before = await checksums(db);
    const again = await rollDemoDataForward(db, { today: TODAY, now: new Date(ROLLED_AT.getTime() + 5 * MINUTE), slots: 'sample' });
    expect(again).toMatchObject(nothing);
    expect(await checksums(db)).toEqual(before);
  });

  it('moves the identity sequences past the new ids', async () => {
    const [max_] = await db.select({ last: max(a.id) }).from(a);
    const [free] = await db.select().from(a).where(isNull(a.reservedByPatientId)).limit(1);
    if (!free) throw new Error('no free time');
    const [row] = await db
      .insert(a)
      .values({ ...free, id: undefined, startDate: helsinkiInstant(addCalendarDays(TODAY, 70), '12:00') })
      .returning({ id: a.id });
    expect(row?.id).toBe((max_?.last ?? 0) + 1);
    expect(await hasDemoData(db)).toBe(true);
  });
});
