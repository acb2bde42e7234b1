import { useErrorReporter } from '@portal/shared/data-access';
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isNotFound } from './errors';

/** Conversations and the conversation list are read again every two minutes (booking doc section 9). */
export const POLL_INTERVAL_MS = 120_000;

export type Polled<T> =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; data: T; reload: () => Promise<void> };

type State<T> = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Loads with `load` when `key` changes and again every `intervalMs` (never when infinite) while it succeeds. A failure
 * stops the polling for good (booking doc section 4): the page shows its error until the patient
 * comes back. `reload` loads at once (after sending), keeping the data shown meanwhile.
 */
export function usePolled<T>(key: string, load: () => Promise<T>, process: string, intervalMs = POLL_INTERVAL_MS): Polled<T> {
  const reporter = useErrorReporter();
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  const [loadedKey, setLoadedKey] = useState(key);
  const [round, setRound] = useState(0);

  if (loadedKey !== key) {
    setLoadedKey(key);
    setState({ status: 'loading' });
  }

  const start = useEffectEvent(() => load());

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    start().then(
      (data) => {
        if (!current) return;
        // A transition, as useRemote's answers: React renders a long conversation in slices.
        startTransition(() => setState({ status: 'ready', data }));
        if (Number.isFinite(intervalMs)) timer = setTimeout(() => setRound((n) => n + 1), intervalMs);
      },
      (error: unknown) => {
        if (!current) return;
        if (isNotFound(error)) {
          setState({ status: 'not-found' });
          return;
        }
        reporter.report(error, { process });
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, round, intervalMs, reporter, process]);

  const reload = useCallback(async () => {
    const data = await load();
    setState({ status: 'ready', data });
  }, [load]);

  if (state.status === 'ready') return { status: 'ready', data: state.data, reload };
  return state;
}
