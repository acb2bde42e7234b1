import type { DatabaseHandle } from '@portal/shared/db';
import { accessibilityFeedback, rateLimitCounters, sessions } from '@portal/shared/db';
import type { TestApp } from '@portal/shared/server/testing';
import { createTestApp, NOW } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import { infoServer } from '../index';

export interface FeedbackTestApp {
  t: TestApp;
  database: DatabaseHandle;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** For beforeEach: no feedback, counters or sessions; the clock at NOW. */
  reset(): Promise<void>;
}

/** The info domain on a database of its own (development unless `env` says otherwise). */
export function feedbackTestApp(
  open: () => Promise<DatabaseHandle>,
  options: { env?: Record<string, string>; logging?: NodeJS.WritableStream } = {},
): FeedbackTestApp {
  const context: FeedbackTestApp = {
    t: undefined as unknown as TestApp,
    database: undefined as unknown as DatabaseHandle,
    setUp: async () => {
      context.database = await open();
      context.t = await createTestApp({
        database: context.database,
        domains: [infoServer],
        ...(options.env ? { env: options.env } : {}),
        ...(options.logging ? { logging: options.logging } : {}),
      });
    },
    tearDown: () => context.t.close(),
    reset: async () => {
      context.t.clock.now = NOW;
      for (const table of [accessibilityFeedback, rateLimitCounters, sessions]) await context.database.db.delete(table);
    },
  };
  return context;
}

/** Every stored feedback, oldest first. */
export function storedFeedback(t: TestApp) {
  return t.database.db.select().from(accessibilityFeedback).orderBy(asc(accessibilityFeedback.id));
}

/** A valid request body; override what the test is about. */
export function feedbackBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { message: 'The menu cannot be opened with the keyboard.', page: 'Laskut', replyEmail: 'maija@example.fi', lang: 'fi', ...overrides };
}
