import type { PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/** The offers of an earlier time: how long an offered time waits for its patient. */
export const earlierTimeEnvEntries = {
  /** Minutes an offered earlier time is held for the patient before it passes to the next (1 to 120); 15 when unset. */
  EARLIER_TIME_HOLD_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number of minutes'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 minute'),
      v.maxValue(120, 'must be at most 120 minutes'),
    ),
  ),
};

export interface EarlierTimeConfig {
  holdMinutes: number;
}

/**
 * Fifteen minutes: long enough to see a text or a mail and sign in, short enough that a time
 * freed a day ahead still reaches several patients in turn.
 */
export const DEFAULT_HOLD_MINUTES = 15;

export const earlierTimeConfig = configPart({
  name: 'booking: offers of an earlier time',
  file: 'libs/booking/server/src/lib/earlier-times/config.ts',
  entries: earlierTimeEnvEntries,
  read: (e: PartEnv<typeof earlierTimeEnvEntries>): EarlierTimeConfig => ({ holdMinutes: e.EARLIER_TIME_HOLD_MINUTES ?? DEFAULT_HOLD_MINUTES }),
});
