import { isApiError } from './api-client';
import { useErrorReporter } from './error-reporter-context';
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What a page shows while data loads: the answer, a 404, or a failure it can retry. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T; reload: () => void };

type Loaded<T> = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Loads with `load` when `key` changes (and on retry), aborting a load that is no longer wanted.
 * 404 is a page state of its own; other failures are reported and offered for retry. `reload`
 * keeps showing the current data while it loads again.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, process: string): Remote<T> {
  const reporter = useErrorReporter();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadedKey, setLoadedKey] = useState(key);

  // A new key shows loading at once rather than the previous answer.
  if (loadedKey !== key) {
    setLoadedKey(key);
    setState({ status: 'loading' });
  }

  // The latest `load` without making it a reason to load again: the key says when data changes.
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal).then(
      // A transition: React renders what the answer brings (a list, a page) in slices, so the
      // browser can answer input between them. A load that does not heed the abort (an answer
      // asked for ahead, see prefetch) is dropped here when no longer wanted.
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.kind === 'not-found') {
          setState({ status: 'not-found' });
          return;
        }
        reporter.report(error, { process });
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt, reporter, process]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'error') return { status: 'error', retry };
  if (state.status === 'ready') return { status: 'ready', data: state.data, reload };
  return state;
}
