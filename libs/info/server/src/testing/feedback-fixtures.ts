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
  // Production refuses to start without the outside links' addresses.
  const env = options.env?.['PORTAL_ENVIRONMENT'] === 'production' ? { ...outsideLinksTestEnv, ...options.env } : options.env;
  return domainTestApp(open, { domains: [infoServer], ...options, ...(env ? { env } : {}), clear: [accessibilityFeedback, rateLimitCounters, sessions] });
}

/** An address for every outside link (outside-links-config.ts), as a production deployment gives them. */
export const outsideLinksTestEnv = {
  OUTSIDE_LINK_APP_STORE: 'https://apps.apple.com/fi/app/kajo/id6400000000',
  OUTSIDE_LINK_GOOGLE_PLAY: 'https://play.google.com/store/apps/details?id=fi.kajo.app',
  OUTSIDE_LINK_PRACTITIONER_PROFILE: 'https://www.kajo.example/{lang}/ammattilaiset/{id}',
  OUTSIDE_LINK_LABORATORIES: 'https://www.kajo.example/{lang}/laboratoriot',
  OUTSIDE_LINK_IMAGING_CENTRES: 'https://www.kajo.example/{lang}/kuvantaminen',
} as const satisfies Record<string, string>;

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
