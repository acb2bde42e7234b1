import { aFeedbackRequest } from '@portal/info/contracts/testing';
import type { DatabaseHandle } from '@portal/shared/db';
import { accessibilityFeedback, rateLimitCounters, sessions } from '@portal/shared/db';
import type { DomainTestApp, TestApp } from '@portal/shared/server/testing';
import { domainTestApp } from '@portal/shared/server/testing';
import { asc } from 'drizzle-orm';
import { infoServer } from '../index';

export type FeedbackTestApp = DomainTestApp;

/**
 * The info domain on a database of its own (development unless `env` says otherwise); no
 * feedback, counters or sessions from the previous test.
 */
export function feedbackTestApp(
  open: () => Promise<DatabaseHandle>,
  options: { env?: Record<string, string>; logging?: NodeJS.WritableStream } = {},
): FeedbackTestApp {
  return domainTestApp(open, { domains: [infoServer], ...options, clear: [accessibilityFeedback, rateLimitCounters, sessions] });
}

/** Every stored feedback, oldest first. */
export function storedFeedback(t: TestApp) {
  return t.database.db.select().from(accessibilityFeedback).orderBy(asc(accessibilityFeedback.id));
}

/**
 * A valid request body (`aFeedbackRequest()` of the contracts' testing entry point); override what
 * the test is about, with invalid values or fields the contract does not know too.
 */
export function feedbackBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...aFeedbackRequest(), ...overrides };
}
