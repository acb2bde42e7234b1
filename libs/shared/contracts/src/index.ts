export {
  ActingForRequestSchema,
  AuthenticateQuerySchema,
  SessionResponseSchema,
  SessionStateSchema,
  SessionUserSchema,
  SmsRenewalSchema,
  loginErrors,
  featureFlags,
  healthCareTypes,
  sessionScopes,
  timeUnits,
} from './lib/session';
export type {
  ActingForRequest,
  AnonymousSession,
  AuthenticateQuery,
  FeatureFlag,
  HealthCareType,
  LoginError,
  SessionResponse,
  SessionScope,
  SessionState,
  SessionUser,
  SignedInSession,
  SmsRenewal,
} from './lib/session';
export { CalendarDaySchema, LangQuerySchema, OptionalLangSchema, PortalLangSchema } from './lib/common';
export { identificationMethods } from './lib/identification';
export type { IdentificationMethod } from './lib/identification';
export { ValidationErrorBodySchema } from './lib/errors';
export { issueKeys } from './lib/answer-check';
export type { AnswerCheck, CheckIssue, CheckOutput, CheckResult } from './lib/answer-check';
// The answers the first page checks, checked without valibot's code.
export { SessionResponseCheck, ValidationErrorBodyCheck } from './lib/compiled-checks';
export type { ValidationErrorBody } from './lib/errors';
export { SaveActionSchema, decodeSaveAction, encodeSaveAction } from './lib/save-action';
export type { SaveAction } from './lib/save-action';
export { ConsentFlagsSchema, ConsentRequestSchema, PatientDataConsentSchema, PatientSchema, SuccessResponseSchema } from './lib/patient';
export type { ConsentFlags, ConsentRequest, Patient, PatientDataConsent } from './lib/patient';
export {
  MFA_CODE_LENGTH,
  MFA_PHONE_MAX_LENGTH,
  MFA_PHONE_MIN_DIGITS,
  MfaActionRequestSchema,
  MfaChallengeAnswerSchema,
  MfaChallengeResultSchema,
  MfaCodeSentResponseSchema,
  MfaOnboardingRequestSchema,
  MfaPhoneNumberSchema,
  MfaStatusSchema,
  PinRequestSchema,
  PinResponseSchema,
  compactPhoneNumber,
  isValidMfaPhoneNumber,
  mfaResultTypes,
} from './lib/mfa';
export type {
  MfaActionRequest,
  MfaChallengeAnswer,
  MfaChallengeResult,
  MfaCodeSentResponse,
  MfaOnboardingRequest,
  MfaResultType,
  MfaStatus,
  MfaStatusType,
  PinRequest,
  PinResponse,
} from './lib/mfa';
export { UPLOAD_METADATA_PREFIX, uploadMetadataHeaders } from './lib/uploads';
export {
  BrowserErrorReportSchema,
  WebVitalSchema,
  WebVitalsBatchSchema,
  errorSeverities,
  navigationTypes,
  webVitalNames,
  webVitalRatings,
} from './lib/browser-reports';
export type { BrowserErrorReport, BrowserErrorSeverity, NavigationType, WebVital, WebVitalName, WebVitalRating } from './lib/browser-reports';
export { WEB_VITAL_VALUE_MAX, WEB_VITALS_BATCH_MAX } from './lib/browser-report-limits';
export { ACCESS_LOG_KINDS } from './lib/access-log-kinds';
export type { AccessLogKind } from './lib/access-log-kinds';
