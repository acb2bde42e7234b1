import { addCalendarDays, helsinkiInstant } from '@portal/shared/util';
import type { DemoPersonKey } from './demo-persons';
import type { Random } from './random';

/** What every part of the seed shares: the day it is built for, the PRNG and the ids handed out. */
export class SeedContext {
  private readonly counters = new Map<string, number>();

  constructor(
    /** 'YYYY-MM-DD', Helsinki. */
    readonly today: string,
    readonly random: Random,
    readonly personIds: Readonly<Record<DemoPersonKey, number>>,
    /**
     * The first id to give, by table name; 1 for a table not named. The seed starts every table at
     * 1; the roll-forward (roll-forward.ts) after the rows already in the database.
     */
    private readonly firstIds: Readonly<Record<string, number>> = {},
  ) {}

  /**
   * Ids are given here rather than by the database so that rows can point at each other before
   * anything is inserted; the seed moves each identity sequence past them at the end.
   */
  nextId(table: string): number {
    const id = (this.counters.get(table) ?? (this.firstIds[table] ?? 1) - 1) + 1;
    this.counters.set(table, id);
    return id;
  }

  /** The calendar date `offset` days from today. */
  day(offset: number): string {
    return addCalendarDays(this.today, offset);
  }

  /** The instant of Helsinki wall time `time` ('HH:mm') on the day `offset` days from today. */
  at(offset: number, time: string): Date {
    return helsinkiInstant(this.day(offset), time);
  }

  personId(key: DemoPersonKey): number {
    return this.personIds[key];
  }
}
