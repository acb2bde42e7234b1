export {
  SessionStateSchema,
  featureFlags,
  healthCareTypes,
  sessionScopes,
  timeUnits,
} from './lib/session';
export type { FeatureFlag, HealthCareType, SessionScope, SessionState } from './lib/session';
export { ValidationErrorBodySchema } from './lib/errors';
export type { ValidationErrorBody } from './lib/errors';
