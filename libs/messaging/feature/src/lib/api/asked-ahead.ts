import { PREFETCH_FRESH_MS } from '@portal/shared/data-access';

/**
 * One answer asked for ahead (see ask-ahead.ts), waiting for the page's first load to take it:
 * given out once, to the same key (the session's token, and what was asked), and only while it
 * is fresh, as the REST calls' answers asked for ahead are (prefetch in shared data-access).
 */
export interface AskedAhead<T> {
  put(key: string, answer: Promise<T>): void;
  take(key: string): Promise<T> | undefined;
  /** Tests: forgets the answer waiting. */
  clear(): void;
}

export function askedAhead<T>(): AskedAhead<T> {
  let held: { key: string; answer: Promise<T>; at: number } | null = null;
  return {
    put(key, answer) {
      // Handled here too, so that an answer no page takes is no unhandled rejection; the page
      // that takes it sees the failure as its own call's.
      answer.catch(() => undefined);
      held = { key, answer, at: Date.now() };
    },
    take(key) {
      const waiting = held;
      held = null;
      return waiting && waiting.key === key && Date.now() - waiting.at < PREFETCH_FRESH_MS ? waiting.answer : undefined;
    },
    clear() {
      held = null;
    },
  };
}
