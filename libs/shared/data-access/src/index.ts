// Apollo lives in the separate '@portal/shared/data-access/apollo' entry and the Web Vitals in
// '@portal/shared/data-access/web-vitals' (initial-JS budget); test helpers in
// '@portal/shared/data-access/testing'.
export { ApiError, SESSION_EXPIRES_HEADER, createApiClient, describeApiError, isApiError } from './lib/api-client';
export type {
  ApiCallRef,
  ApiClient,
  ApiClientOptions,
  ApiErrorDescription,
  ApiErrorKind,
  ApiProblem,
  ApiRequestOptions,
  HttpMethod,
  QueryValue,
  ValidationErrorDetail,
} from './lib/api-client';
export {
  BROWSER_ERRORS_ENDPOINT,
  createBeaconReporter,
  createConsoleReporter,
  createNoopReporter,
  scrub,
  toBeaconPayload,
} from './lib/error-reporting';
export type {
  BeaconPayload,
  BeaconReporterOptions,
  ErrorContext,
  ErrorReporter,
  ErrorSeverity,
} from './lib/error-reporting';
export { ErrorReporterProvider, useErrorReporter } from './lib/error-reporter-context';
export { measureWebVitalsAfterLoad } from './lib/web-vitals-after-load';
export type { WebVitalsConfig } from './lib/web-vitals';
export { createMemoryTracker, createTracker, stripQueryAndHash } from './lib/tracking';
export type { MemoryTracker, PageView, Tracker, TrackerOptions, TrackingEntry, TrackingParams } from './lib/tracking';
export { TrackerProvider, useTracker } from './lib/tracker-context';
export { ApiClientProvider, useApiClient } from './lib/api-client-context';
export { BrandProvider, brandHasSection, useBrand } from './lib/brand-context';
export type { PortalBrand } from './lib/brand-context';
export { browserLocation } from './lib/browser-location';
export { getConsent, useConsent } from './lib/api/get-consent';
export { fetchSession } from './lib/api/get-session';
export { saveConsent } from './lib/api/save-consent';
export { logout, useLogout } from './lib/api/logout';
export { answerOnboardingCode, answerPin, dismissOnboarding, getMfaStatus, postMfaAction, sendOnboardingCode, sendPin } from './lib/api/mfa';
export { mfaStatusCall } from './lib/api/mfa-calls';
export { createSessionStore } from './lib/session/session-store';
export { createApiAndSession, createSessionApiClient } from './lib/session/api-and-session';
export type { SessionSnapshot, SessionStore } from './lib/session/session-store';
export {
  SessionProvider,
  hasFeature,
  useSession,
  useSessionInfo,
  useSessionStatus,
} from './lib/session/session-context';
export type { SessionInfo, SessionStatus } from './lib/session/session-context';
export { MESSAGING_ENDPOINT, MESSAGING_TIMEOUT_MS, withCsrfToken } from './lib/messaging-endpoint';
export { answersAhead, PREFETCH_FRESH_MS, prefetch, takePrefetched } from './lib/prefetch';
export type { AnswersAhead, PrefetchCall } from './lib/prefetch';
export { useRemote } from './lib/use-remote';
export { clearDrafts, readDraft, removeDraft, writeDraft } from './lib/drafts';
export { putUpload, UploadError } from './lib/put-upload';
export type { PutUploadOptions } from './lib/put-upload';
export type { Remote } from './lib/use-remote';
