import { addCalendarDays, helsinkiDateString, helsinkiInstant } from '@portal/shared/util';
import { and, count, eq, gte, isNull, lt } from 'drizzle-orm';
import path from 'node:path';
import type { DatabaseHandle } from '../lib/client';
import { openDatabase } from '../lib/client';
import { appointments } from '../lib/schema';
import { describeRollForward, rollDemoDataForward } from './roll-forward';
import { seedDemoData } from './seed-demo-data';

const migrationsFolder = path.join(__dirname, '../../drizzle');
const TODAY = '2026-11-22';

describe('seedDemoData (full)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
    await handle.migrate(migrationsFolder);
  }, 30_000);

  afterAll(async () => {
    await handle.close();
  });

  /** Free times from `from` to the end of the eight weeks from `today`. */
  async function freeTimes(from: Date, today: string): Promise<number> {
    const [free] = await handle.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          isNull(appointments.reservedByPatientId),
          isNull(appointments.cancelledAt),
          gte(appointments.startDate, from),
          lt(appointments.startDate, helsinkiInstant(addCalendarDays(today, 56), '00:00')),
        ),
      );
    return free?.n ?? 0;
  }

  it('offers at least 50,000 free times in the next eight weeks', async () => {
    const started = performance.now();
    const summary = await seedDemoData(handle.db, { today: TODAY });
    const seconds = (performance.now() - started) / 1000;
    const rows = Object.values(summary).reduce((sum, n) => sum + n, 0);
    // Printed so that the README can quote a measured figure.
    console.info(`Full demo seed: ${rows} rows (${summary['appointments'] ?? 0} appointments) in ${seconds.toFixed(1)} s`);

    expect(await freeTimes(helsinkiInstant(TODAY, '00:00'), TODAY)).toBeGreaterThanOrEqual(50_000);
    const [remote] = await handle.db
      .select({ n: count() })
      .from(appointments)
      .where(and(isNull(appointments.reservedByPatientId), eq(appointments.isRemote, true)));
    expect(remote?.n).toBeGreaterThan(4_000);
  }, 120_000);

  it('rolls it forward 30 days later to eight weeks of free times again', async () => {
    const now = helsinkiInstant(addCalendarDays(TODAY, 30), '10:00');
    const today = helsinkiDateString(now);
    const started = performance.now();
    const summary = await rollDemoDataForward(handle.db, { today, now });
    // Printed so that the README can quote a measured figure.
    console.info(`Roll-forward of the full demo data by 30 days in ${((performance.now() - started) / 1000).toFixed(1)} s: ${describeRollForward(today, summary)}`);
    expect([summary.slotDays, summary.plansWithoutTime]).toEqual([30, 0]);

    expect(await freeTimes(now, today)).toBeGreaterThanOrEqual(50_000);
  }, 120_000);
});
