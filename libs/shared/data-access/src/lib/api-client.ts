import type { AnswerCheck, CheckIssue, CheckOutput, ValidationErrorBody } from '@portal/shared/contracts';
import { ValidationErrorBodyCheck, issueKeys } from '@portal/shared/contracts';
import { IDEMPOTENCY_KEY_HEADER, createIdempotencyKeys } from './idempotency-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export type ValidationErrorDetail = ValidationErrorBody['details'][number];

/** What went wrong; `kind` discriminates, the other fields depend on it. */
export type ApiProblem =
  /** fetch itself threw: offline, DNS, CORS, connection reset. */
  | { kind: 'network' }
  | { kind: 'timeout'; timeoutMs: number }
  /** The caller aborted through its own signal (e.g. the component unmounted). */
  | { kind: 'aborted' }
  /** The call needs the session's csrf token and there is none; nothing was sent. */
  | { kind: 'missing-csrf-token' }
  | { kind: 'validation'; status: 400; details: readonly ValidationErrorDetail[] }
  | { kind: 'bad-request'; status: 400 }
  | { kind: 'unauthorized'; status: 401 }
  | { kind: 'forbidden'; status: 403 }
  | { kind: 'not-found'; status: 404 }
  | { kind: 'server'; status: number }
  | { kind: 'http'; status: number }
  /**
   * A 2xx answer that was not JSON or did not match the schema. `issuePaths` names the offending
   * fields only: a schema's messages may quote the received values, which may be personal data.
   */
  | { kind: 'invalid-response'; status: number; reason: 'not-json' | 'schema'; issuePaths: readonly string[] };

export type ApiErrorKind = ApiProblem['kind'];

/** The call an error belongs to. `path` is the template (`/visits/:id`), never with values or query. */
export interface ApiCallRef {
  method: HttpMethod;
  path: string;
}

/**
 * Masks path segments containing digits, a safety net for callers that built the path by hand
 * instead of using `params`: a hetu or a phone number must never reach the reporting service.
 * Version segments (`v2`) stay.
 */
function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (/\d/.test(segment) && !/^v\d+$/.test(segment) ? ':param' : segment))
    .join('/');
}

class ApiErrorBase extends Error {
  override readonly name = 'ApiError';
  readonly method: HttpMethod;
  readonly path: string;

  constructor(problem: ApiProblem, call: ApiCallRef, options?: ErrorOptions) {
    // The message goes to error reporting as is, so it holds only the method, the masked path
    // template and the status: no ids, query strings or bodies.
    const status = 'status' in problem ? ` ${problem.status}` : '';
    super(`${call.method} ${maskPath(call.path)} failed: ${problem.kind}${status}`, options);
    this.method = call.method;
    this.path = call.path;
    // The problem's fields live on the error itself so that `error.kind === 'validation'`
    // narrows `error.details` (see the ApiError type below).
    Object.assign(this, problem);
  }
}

/**
 * Every failure of the API client. A union of the error class with each problem, so checking
 * `kind` narrows the other fields.
 */
export type ApiError = ApiErrorBase & ApiProblem;

interface ApiErrorConstructor {
  new (problem: ApiProblem, call: ApiCallRef, options?: ErrorOptions): ApiError;
}

// The class is typed through ApiErrorConstructor so that `new` and `instanceof` give the union.
// Via unknown because TypeScript cannot see that the constructor's Object.assign adds the
// problem's fields; the constructor takes exactly one ApiProblem, so the union is accurate.
export const ApiError = ApiErrorBase as unknown as ApiErrorConstructor;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiErrorBase;
}

export interface ApiErrorDescription {
  /** Stable and low-cardinality, e.g. `api.server`: group reports by it. */
  code: `api.${ApiErrorKind}`;
  method: HttpMethod;
  /** The path template with anything that looks like an identifier replaced by `:param`. */
  path: string;
  status?: number;
}

/** What may be reported about a failed call: method, masked path template and status, nothing else. */
export function describeApiError(error: ApiError): ApiErrorDescription {
  const description: ApiErrorDescription = {
    code: `api.${error.kind}`,
    method: error.method,
    path: maskPath(error.path),
  };
  if ('status' in error) description.status = error.status;
  return description;
}

export interface ApiRequestOptions {
  method: HttpMethod;
  /** Relative to the base URL. May hold `:name` placeholders filled from `params`. */
  path: string;
  /** Values for the path's placeholders; encoded. Keeps identifiers out of error reports. */
  params?: Readonly<Record<string, string | number>>;
  /** Undefined values are left out; arrays become repeated parameters. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /** Add the session's csrf token to the query. Default: true for POST/PUT/DELETE, false for GET. */
  csrf?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * Validates the JSON answer with the schema (a valibot schema, or a check compiled from one:
   * any Standard Schema); 204 gives undefined.
   */
  request<TSchema extends AnswerCheck>(options: ApiRequestOptions & { schema: TSchema }): Promise<CheckOutput<TSchema>>;
  /** Unvalidated: only for answers the caller does not read (T = void) or checks itself. */
  request<T = unknown>(options: ApiRequestOptions & { schema?: undefined }): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  getCsrfToken: () => string | undefined;
  timeoutMs?: number;
  /** How long to wait before asking again while the API still runs the first attempt of a retried change. Default 1000 ms. */
  inProgressDelayMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * Called with the `x-session-expires` header (an ISO 8601 instant) of every answer that has it:
   * the API sends it whenever the request had a valid session, as each call moves the idle
   * timeout, so the session store can keep the expiry warnings right.
   */
  onSessionExpires?: (sessionExpires: string) => void;
  /**
   * Called when a call is answered 401: the API no longer knows the session the call was made
   * with (ended in another tab, expired on the server), so the session store can ask again.
   */
  onUnauthorized?: () => void;
}

/** The session's expiry after the request, sent by the API on answers to requests with a valid session. */
export const SESSION_EXPIRES_HEADER = 'x-session-expires';

function fillPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    // A missing value is a programming error, not an API failure: fail loudly.
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function buildQuery(query: Readonly<Record<string, QueryValue>> = {}, csrfToken?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  // The spec puts the token in the query ("All calls with csrfToken carry it in the query"),
  // never in a header; set() so a caller's own csrfToken key cannot duplicate it.
  if (csrfToken !== undefined) search.set('csrfToken', csrfToken);
  const text = search.toString();
  return text ? `?${text}` : '';
}

function problemForStatus(status: number, bodyText: string): ApiProblem {
  if (status === 400) {
    const validation = checkSync(ValidationErrorBodyCheck, parseJson(bodyText));
    return validation.issues ? { kind: 'bad-request', status: 400 } : { kind: 'validation', status: 400, details: validation.value.details };
  }
  if (status === 401) return { kind: 'unauthorized', status };
  if (status === 403) return { kind: 'forbidden', status };
  if (status === 404) return { kind: 'not-found', status };
  if (status >= 500 && status <= 599) return { kind: 'server', status };
  return { kind: 'http', status };
}

const notJson = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

function issuePath(issue: CheckIssue): string {
  return issueKeys(issue).map(String).join('.') || '(root)';
}

/** `schema`'s verdict on `json`; answers are checked synchronously, as every schema of theirs is. */
function checkSync<TSchema extends AnswerCheck>(schema: TSchema, json: unknown) {
  const result = schema['~standard'].validate(json);
  if (result instanceof Promise) throw new TypeError('An answer schema must check synchronously');
  // The schema's declared output type is what its validate gives.
  return result as { value: CheckOutput<TSchema>; issues?: undefined } | { value?: undefined; issues: readonly CheckIssue[] };
}

/** An answer's JSON checked with its schema, failing as a call's invalid answer does. */
export function validateAnswer<TSchema extends AnswerCheck>(schema: TSchema, json: unknown, call: ApiCallRef, status = 200): CheckOutput<TSchema> {
  const result = checkSync(schema, json);
  if (result.issues) throw new ApiError({ kind: 'invalid-response', status, reason: 'schema', issuePaths: result.issues.map(issuePath) }, call);
  return result.value;
}

/** The API's answer while the first attempt of the same change still runs. */
async function isInProgress(response: Response): Promise<boolean> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  const json = parseJson(text);
  return typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'RequestInProgress';
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createApiClient({
  baseUrl = '/api',
  getCsrfToken,
  timeoutMs = 15000,
  inProgressDelayMs = 1000,
  fetch: fetchImpl = globalThis.fetch,
  onSessionExpires,
  onUnauthorized,
}: ApiClientOptions): ApiClient {
  const idempotencyKeys = createIdempotencyKeys();

  async function request(options: ApiRequestOptions & { schema?: AnswerCheck }): Promise<unknown> {
    const { method, path, params, query, body, schema, signal } = options;
    const call: ApiCallRef = { method, path };
    const fail = (problem: ApiProblem, cause?: unknown): ApiError =>
      new ApiError(problem, call, cause === undefined ? undefined : { cause });

    if (method === 'GET' && body !== undefined) throw new TypeError(`GET ${path} cannot have a body`);

    let csrfToken: string | undefined;
    if (options.csrf ?? method !== 'GET') {
      csrfToken = getCsrfToken();
      if (!csrfToken) throw fail({ kind: 'missing-csrf-token' });
    }
    const url = `${baseUrl}${fillPath(path, params)}${buildQuery(query, csrfToken)}`;
    // A state change goes with its idempotency key: the same change sent again before an answer
    // came (the patient's retry after a time-out) is answered with the first attempt's answer.
    const intent = method === 'GET' ? null : `${method} ${fillPath(path, params)}${buildQuery(query)}\n${body === undefined ? '' : JSON.stringify(body)}`;

    if (signal?.aborted) throw fail({ kind: 'aborted' });

    // One controller for both reasons to stop; `stoppedBy` remembers which came first so a
    // caller abort (not an error to show) is told apart from a timeout (one to show).
    const controller = new AbortController();
    let stoppedBy: 'timeout' | 'caller' | undefined;
    const onCallerAbort = () => {
      stoppedBy ??= 'caller';
      controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      stoppedBy ??= 'timeout';
      controller.abort();
    }, timeoutMs);
    const stopped = (cause: unknown): ApiError =>
      stoppedBy === 'timeout'
        ? fail({ kind: 'timeout', timeoutMs }, cause)
        : stoppedBy === 'caller'
          ? fail({ kind: 'aborted' }, cause)
          : fail({ kind: 'network' }, cause);

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (intent !== null) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKeys.keyFor(intent);

    try {
      let response: Response;
      for (;;) {
        try {
          response = await fetchImpl(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            credentials: 'same-origin',
            signal: controller.signal,
          });
        } catch (error) {
          throw stopped(error);
        }
        // The API still runs this change's first attempt: ask again shortly, within the same time limit.
        if (response.status === 409 && intent !== null && (await isInProgress(response))) {
          try {
            await delay(inProgressDelayMs, controller.signal);
          } catch (error) {
            throw stopped(error);
          }
          continue;
        }
        break;
      }
      // An answer came: the change is settled one way or another.
      if (intent !== null) idempotencyKeys.answered(intent);

      // Any status: an error answer to a request with a valid session moved the idle timeout too.
      const sessionExpires = response.headers.get(SESSION_EXPIRES_HEADER);
      if (sessionExpires && onSessionExpires) onSessionExpires(sessionExpires);

      if (response.status === 204) return undefined;

      let bodyText: string;
      try {
        // Reading the body stays under the timeout: a stalled stream must not hang the page.
        bodyText = await response.text();
      } catch (error) {
        throw stopped(error);
      }

      const { status } = response;
      if (status === 401) onUnauthorized?.();
      if (status < 200 || status > 299) throw fail(problemForStatus(status, bodyText));

      if (bodyText === '' && !schema) return undefined;
      const json = parseJson(bodyText);
      if (json === notJson) throw fail({ kind: 'invalid-response', status, reason: 'not-json', issuePaths: [] });
      return schema ? validateAnswer(schema, json, call, status) : json;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  // The overloads in ApiClient give callers the schema's output type; the implementation is
  // the same for both.
  return { request } as ApiClient;
}
