import type { AnswerCheck, CheckOutput } from '@portal/shared/contracts';
import type { ApiCallRef, ApiClient, ApiRequestOptions } from './api-client';
import { validateAnswer } from './api-client';

/**
 * Answers asked for before the page that reads them has rendered: the first page's data starts
 * as soon as the session says who is signed in, while the page's code is still loading, instead
 * of after the page has rendered (the portal's main.tsx starts them, the page's hook takes them).
 *
 * The call goes out without its schema, which comes with the page's code: the page checks the
 * answer when it takes it, as its own call would have. An answer is taken once, by the same call
 * (its method, path, parameters and query), and only while it is fresh: a page that comes later
 * (the patient went elsewhere first) asks again rather than showing old data.
 */

/** How long an answer asked for ahead waits for its page. */
export const PREFETCH_FRESH_MS = 30_000;

interface Waiting {
  readonly answer: Promise<unknown>;
  readonly at: number;
}

const waiting = new Map<string, Waiting>();

const isFresh = (known: Waiting) => Date.now() - known.at < PREFETCH_FRESH_MS;

function putWaiting(key: string, answer: Promise<unknown>): void {
  // Handled here too, so that an answer no page takes is no unhandled rejection; the page that
  // takes it sees the failure as its own call's.
  answer.catch(() => undefined);
  waiting.set(key, { answer, at: Date.now() });
}

/** The answer waiting under `key`, given out once; undefined when there is none or it is stale. */
function takeAnswer(key: string): Promise<unknown> | undefined {
  const known = waiting.get(key);
  if (!known) return undefined;
  waiting.delete(key);
  return isFresh(known) ? known.answer : undefined;
}

/** A call that may be asked for ahead: one that only reads. */
export type PrefetchCall = ApiRequestOptions & { method: 'GET' };

/** What tells one call from another: the same call, the same answer. */
function callKey({ method, path, params = {}, query = {} }: PrefetchCall): string {
  const entries = (record: Readonly<Record<string, unknown>>) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([method, path, entries(params), entries(query)]);
}

/**
 * Sends `call` now, unless its answer is already waiting. A failure is not reported here: it
 * reaches the page that takes it, as its own call's would.
 */
export function prefetch(api: ApiClient, call: PrefetchCall): void {
  const key = callKey(call);
  const known = waiting.get(key);
  if (known && isFresh(known)) return;
  putWaiting(key, api.request({ ...call, schema: undefined }));
}

/**
 * The answer to `call` asked for ahead, given out once; undefined when there is none or it is no
 * longer fresh. Pages take it checked, with takePrefetched.
 */
export function takeWaiting(call: PrefetchCall): { answer: Promise<unknown>; call: ApiCallRef } | undefined {
  const answer = takeAnswer(callKey(call));
  return answer && { answer, call: { method: call.method, path: call.path } };
}

/**
 * The answer to `call` asked for ahead, checked with `schema` as the call with the schema would
 * have checked it, given out once; undefined when there is none or it is no longer fresh. The
 * pages take their answers with it; it is kept with `prefetch` in the first page's code, which
 * every landing page's code needs it beside (as a file of its own it was 0.2 KB, half of it gzip's
 * framing, and a request).
 */
export function takePrefetched<TSchema extends AnswerCheck>(call: PrefetchCall, schema: TSchema): Promise<CheckOutput<TSchema>> | undefined {
  const waiting = takeWaiting(call);
  return waiting?.answer.then((json) => validateAnswer(schema, json, waiting.call));
}

/** Answers of one kind asked for ahead by other means than `prefetch` (a plain GraphQL request). */
export interface AnswersAhead<T> {
  put(key: string, answer: Promise<T>): void;
  /**
   * The answer waiting under `key`, given out once, while fresh; `ask()`'s when there is none or
   * when asking ahead failed. The request asked ahead is a lean one, made before the page's own
   * client has loaded: it tells no failure from another, so the page asks again with its client
   * and shows a failure as that client reports it.
   */
  takeOr(key: string, ask: () => Promise<T>): Promise<T>;
}

/**
 * A place for answers asked for ahead by other means than the REST client (the conversation's
 * GraphQL queries), under the same rules as `prefetch`'s: given out once, to the same key, only
 * while fresh. `kind` keeps one kind's keys apart from another's and from the REST calls'; the
 * key says whose and what (the session's token, the thread), as the call says it for `prefetch`.
 */
export function answersAhead<T>(kind: string): AnswersAhead<T> {
  const full = (key: string) => `${kind}:${key}`;
  return {
    put: (key, answer) => putWaiting(full(key), answer),
    takeOr: (key, ask) => {
      // Put under this kind by `put` only, so of type T.
      const ahead = takeAnswer(full(key)) as Promise<T> | undefined;
      return ahead ? ahead.catch(() => ask()) : ask();
    },
  };
}

/** Tests: forgets every answer waiting. */
export function clearPrefetched(): void {
  waiting.clear();
}
