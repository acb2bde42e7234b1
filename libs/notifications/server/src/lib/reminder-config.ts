import type { PartEnv } from '@portal/shared/server';
import { configPart } from '@portal/shared/server';
import * as v from 'valibot';

/** The appointment reminders' own variable. Messages are our own, as for the other parts. */
export const reminderEnvEntries = {
  /** How many hours before an appointment its reminder is sent (1 to 168); 24 when unset. */
  REMINDER_HOURS_BEFORE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number of hours'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1 hour'),
      v.maxValue(168, 'must be at most 168 hours (a week)'),
    ),
  ),
};

export interface ReminderConfig {
  hoursBefore: number;
}

export const DEFAULT_REMINDER_HOURS_BEFORE = 24;

/** The reminders' variable (read with configOf(config, reminderConfig)). */
export const reminderConfig = configPart({
  name: 'notifications: reminders',
  file: 'libs/notifications/server/src/lib/reminder-config.ts',
  entries: reminderEnvEntries,
  read: (e: PartEnv<typeof reminderEnvEntries>): ReminderConfig => ({ hoursBefore: e.REMINDER_HOURS_BEFORE ?? DEFAULT_REMINDER_HOURS_BEFORE }),
});
