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
export {
  ARRIVAL_REASON_MAX_LENGTH,
  ARRIVAL_REASON_PREFIX,
  AnonymousAppointmentIdSchema,
  AnonymousAppointmentSchema,
  AnonymousCheckInRequestSchema,
  AnonymousCheckInResultSchema,
  AppointmentIdParamSchema,
  AppointmentIdsParamSchema,
  ArrivalReasonRequestSchema,
  CHECK_IN_OPENS_MINUTES,
  CancelAppointmentResultSchema,
  CheckInResultSchema,
  LangQuerySchema,
  PatientAppointmentListSchema,
  PatientAppointmentSchema,
  SsnEndPartSchema,
  UpdateAppointmentResultSchema,
  anonymousCheckInResultTypes,
  checkInResultTypes,
  locationTypes,
  selfCheckInStatuses,
} from './lib/appointments';
export type {
  AnonymousAppointment,
  AnonymousCheckInRequest,
  AnonymousCheckInResult,
  AnonymousCheckInResultType,
  AppointmentLocationType,
  ArrivalReasonRequest,
  CancelAppointmentResult,
  CheckInResult,
  CheckInResultType,
  PatientAppointment,
  PatientAppointmentList,
  SelfCheckInStatus,
} from './lib/appointments';
export { FrontPageSchema, TimelineItemSchema, questionnaireStatuses } from './lib/front-page';
export type { FrontPage, TimelineItem } from './lib/front-page';
export { SaveActionSchema, decodeSaveAction, encodeSaveAction } from './lib/save-action';
export type { SaveAction } from './lib/save-action';
