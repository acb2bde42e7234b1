import * as v from 'valibot';
import { identificationMethods } from './identification';

export const healthCareTypes = ['private', 'occupational', 'insurance', 'kela65'] as const;
export type HealthCareType = (typeof healthCareTypes)[number];

/** Feature flags seen in the product (account doc section 3, booking doc section 3). */
export const featureFlags = [
  'mfa',
  'customer-messaging-enabled',
  'customer-messaging-allowed',
  'sickness-fund-page',
  'is-finnair-sickness-fund-member',
  'pikkutsatti',
  'price-details',
  'ohc-appointment-search',
  'kela65',
  'lahitapiola-insurance-flow',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** Session scopes: an ordinary browser session, or the mobile app's in-app booking web view. */
export const sessionScopes = ['default', 'in-app-booking'] as const;
export type SessionScope = (typeof sessionScopes)[number];

export const timeUnits = ['days', 'hours', 'minutes', 'seconds'] as const;

export const SessionStateSchema = v.object({
  environment: v.picklist(['development', 'production']),
  csrfToken: v.pipe(v.string(), v.minLength(16)),
  features: v.array(v.picklist(featureFlags)),
  healthCareType: v.picklist(healthCareTypes),
  isSessionValid: v.boolean(),
  sessionScope: v.picklist(sessionScopes),
  lang: v.picklist(['fi', 'sv', 'en']),
  /** ISO 8601 instant. */
  sessionExpires: v.pipe(v.string(), v.isoTimestamp()),
  authTokenTimeout: v.object({
    value: v.pipe(v.number(), v.integer(), v.minValue(0)),
    unit: v.picklist(timeUnits),
  }),
});

export type SessionState = v.InferOutput<typeof SessionStateSchema>;

const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(50));

/** The signed-in person, as `GET /api/session` names them. */
export const SessionUserSchema = v.object({
  firstName: NameSchema,
  lastName: NameSchema,
  language: v.picklist(['fi', 'sv', 'en']),
  /** False for a person who has no patient record yet (booking doc: 'unregistered-user'). */
  isRegistered: v.boolean(),
  /**
   * The child whose data the pages show when a guardian signed in through the mandate path;
   * null when the person acts for themself.
   */
  actingFor: v.nullable(v.object({ firstName: NameSchema, lastName: NameSchema })),
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/**
 * What an expired session may still do (in the expired answer of `GET /api/session`): present
 * only when the session ran out by idleness, its person has a verified SMS device and the strong
 * identification is recent enough to be renewed with an SMS code alone.
 */
export const SmsRenewalSchema = v.object({
  firstName: v.string(),
  /** '+358 40 *** **67': enough to recognise one's own phone, not enough to learn a number. */
  maskedPhoneNumber: v.string(),
  /** The expired session's token for `POST /api/pin/send` and `POST /api/pin`. */
  csrfToken: v.pipe(v.string(), v.minLength(16)),
});
export type SmsRenewal = v.InferOutput<typeof SmsRenewalSchema>;

/**
 * The answer of `GET /api/session`. A signed-in visitor gets the session state of account doc
 * section 3 and the user. Anyone else gets the parts of the state that do not depend on a
 * session; `reason` says whether a session cookie came with the request but had run out
 * ('expired', the portal then shows the expired-session page) or there was none ('none').
 */
export const SessionResponseSchema = v.variant('isSessionValid', [
  v.object({ ...SessionStateSchema.entries, isSessionValid: v.literal(true), user: SessionUserSchema }),
  v.object({
    isSessionValid: v.literal(false),
    reason: v.picklist(['none', 'expired']),
    environment: SessionStateSchema.entries.environment,
    features: SessionStateSchema.entries.features,
    lang: SessionStateSchema.entries.lang,
    authTokenTimeout: SessionStateSchema.entries.authTokenTimeout,
    /** Only with reason 'expired', when the session may be renewed with an SMS code. */
    smsRenewal: v.optional(SmsRenewalSchema),
  }),
]);

export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
export type SignedInSession = Extract<SessionResponse, { isSessionValid: true }>;
export type AnonymousSession = Extract<SessionResponse, { isSessionValid: false }>;

/** Errors the sign-in path reports back to the transaction path (`?error=`). */
export const loginErrors = ['disallowed', 'unknown'] as const;
export type LoginError = (typeof loginErrors)[number];

/** The query of `GET /oauth/authenticate`. */
export const AuthenticateQuerySchema = v.object({
  lang: v.optional(v.picklist(['fi', 'sv', 'en']), 'fi'),
  next: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  acr_values: v.optional(v.picklist(identificationMethods)),
  /** 'mandate' signs a guardian in to act for a child (the transaction path's second button). */
  mode: v.optional(v.picklist(['self', 'mandate']), 'self'),
  sessionScope: v.optional(v.picklist(sessionScopes), 'default'),
});
export type AuthenticateQuery = v.InferOutput<typeof AuthenticateQuerySchema>;

/**
 * `POST /api/session/acting-for?csrfToken`: whom a guardian's session acts for from now on, without
 * a new sign-in: a child the authorisation service allowed at sign-in (asked again), or null for
 * the guardian's own data. Refused with 403 `not-allowed`.
 */
export const ActingForRequestSchema = v.object({ personId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))) });
export type ActingForRequest = v.InferOutput<typeof ActingForRequestSchema>;
