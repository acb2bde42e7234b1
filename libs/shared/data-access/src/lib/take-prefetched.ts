import type * as v from 'valibot';
import { validateAnswer } from './api-client';
import type { PrefetchCall } from './prefetch';
import { takeWaiting } from './prefetch';

/**
 * The answer to `call` asked for ahead (prefetch), checked with `schema` as the call with the
 * schema would have checked it, given out once; undefined when there is none or it is no longer
 * fresh. Apart from prefetch, which the first page's code carries: this comes with the pages.
 */
export function takePrefetched<TSchema extends v.GenericSchema>(call: PrefetchCall, schema: TSchema): Promise<v.InferOutput<TSchema>> | undefined {
  const waiting = takeWaiting(call);
  return waiting?.answer.then((json) => validateAnswer(schema, json, waiting.call));
}
