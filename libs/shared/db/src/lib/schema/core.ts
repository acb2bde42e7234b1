import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The two brands' organisations; the children's brand is the smaller one. */
export const organisations = pgTable('organisations', {
  id: text().primaryKey(), // 'general' | 'children', the brand that serves it
  internalOrganization: text().notNull().unique(),
  name: text().notNull(),
  /** Cancellation window in hours (account doc section 9: a per-organisation setting). */
  cancellationHours: integer().notNull(),
});

/** A person known by a strong identification: identity code and names. */
export const persons = pgTable(
  'persons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ssn: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    language: text({ enum: ['fi', 'sv', 'en'] }).notNull().default('fi'),
  },
  (t) => [uniqueIndex('persons_ssn_idx').on(t.ssn)],
);

/**
 * A person's patient record. A person without one is an 'unregistered-user' (booking doc
 * section 3) who registers before the first reservation.
 */
export const patients = pgTable('patients', {
  personId: integer()
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  healthCareType: text({ enum: ['private', 'occupational', 'insurance', 'kela65'] }).notNull(),
  phoneNumber: text(),
  email: text(),
  street: text(),
  postalCode: text(),
  postOffice: text(),
  patientDataConsentFormUpdated: timestamp({ withTimezone: true, mode: 'date' }),
  /** False for a person the credit check refuses ('Booking interrupted'). */
  isCreditworthy: boolean().notNull().default(true),
});

/** Guardianships as the national authorisation service would report them. */
export const guardianships = pgTable(
  'guardianships',
  {
    guardianId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    childId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.childId] })],
);

/**
 * The children a guardian has chosen on the e-Authorizations selection page at a sign-in (which
 * returns one chosen person each time, and the service lists no one's principals): at each later
 * mandate sign-in the service is asked again for each, so the family view holds every child the
 * guardian has acted for and still may. One the service refuses is forgotten.
 */
export const rememberedPrincipals = pgTable(
  'remembered_principals',
  {
    guardianId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    childId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    lastChosenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.childId] })],
);

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table does not give working cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    csrfToken: text().notNull(),
    personId: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** The child whose data the session shows when a guardian signed in through the mandate path. */
    actingForId: integer().references(() => persons.id, { onDelete: 'cascade' }),
    /**
     * The children the authorisation service allowed the guardian to act for at sign-in: the
     * session may switch between them and the guardian's own data, each switch asking the service again.
     */
    mayActFor: integer().array().notNull().default(sql`'{}'::integer[]`),
    sessionScope: text({ enum: ['default', 'in-app-booking'] }).notNull(),
    lang: text({ enum: ['fi', 'sv', 'en'] }).notNull(),
    identificationMethod: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** min(lastSeenAt + idle timeout, createdAt + absolute timeout), kept up to date on each use. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When the session, expired by idleness, was last renewed with an SMS code; null while it
     * rests on the strong identification alone (made at createdAt).
     */
    smsRenewedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in in progress: the PKCE verifier, state and nonce of one authorization request, and
 * where to go afterwards. Keyed by a random id in a short-lived cookie.
 */
export const loginTransactions = pgTable('login_transactions', {
  id: text().primaryKey(),
  codeVerifier: text().notNull(),
  state: text().notNull(),
  nonce: text().notNull(),
  next: text().notNull(),
  lang: text({ enum: ['fi', 'sv', 'en'] }).notNull(),
  mode: text({ enum: ['self', 'mandate'] }).notNull(),
  sessionScope: text({ enum: ['default', 'in-app-booking'] }).notNull(),
  identificationMethod: text(),
  /** Set after the identity provider answered in a mandate sign-in: the guardian, awaiting a child. */
  guardianId: integer().references(() => persons.id, { onDelete: 'cascade' }),
  /** The e-Authorizations service's session of the guardian's choice of whom to act for (its session id). */
  authorisationSession: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
});

/**
 * The bundled development identity provider's keys: the ID tokens' signing key (a private JWK) and
 * the key of its interaction cookies. One row, made by the first process that starts; every API
 * process on the database signs and reads with the same, so a sign-in may pass through any of them.
 * Development only (production signs in through the real identity provider).
 */
export const devIdpKeys = pgTable('dev_idp_keys', {
  id: integer().primaryKey(),
  signingKey: jsonb().$type<Record<string, unknown>>().notNull(),
  cookieKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** Storage of the bundled development identity provider (oidc-provider's adapter interface). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text().notNull(),
    kind: text().notNull(),
    payload: text().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    consumedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index('oidc_payloads_grant_idx').on(t.grantId), index('oidc_payloads_uid_idx').on(t.uid)],
);
