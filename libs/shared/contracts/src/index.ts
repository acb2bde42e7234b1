export {
  AuthenticateQuerySchema,
  SessionResponseSchema,
  SessionStateSchema,
  SessionUserSchema,
  identificationMethods,
  loginErrors,
  featureFlags,
  healthCareTypes,
  sessionScopes,
  timeUnits,
} from './lib/session';
export type {
  AnonymousSession,
  AuthenticateQuery,
  FeatureFlag,
  HealthCareType,
  IdentificationMethod,
  LoginError,
  SessionResponse,
  SessionScope,
  SessionState,
  SessionUser,
  SignedInSession,
} from './lib/session';
export { ValidationErrorBodySchema } from './lib/errors';
export type { ValidationErrorBody } from './lib/errors';
