import * as v from 'valibot';

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
