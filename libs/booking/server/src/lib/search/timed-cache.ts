/** How long an answer from the reference data is held: rows that change rarely, a minute of staleness is acceptable. */
export const REFERENCE_TTL_MS = 60_000;

export interface TimedCache<T> {
  /**
   * The answer held for `key` when it was loaded less than the time to live ago (by the injected
   * clock), otherwise `load()`'s, which is then held; `fresh` loads anew whatever is held.
   */
  get(key: string, load: () => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
}

/**
 * Answers loaded from the database, held in this process by key for a short while. The promise is
 * held, not its value, so requests that miss at the same time share one load; a load that fails is
 * dropped, so the next request tries again. Without any other limit, keys taken from the query
 * (practitioner or specialty ids) could grow the map without end, so past `maxEntries` the
 * expired answers go first and then the oldest ones.
 */
export function timedCache<T>(now: () => Date, { ttlMs = REFERENCE_TTL_MS, maxEntries = 1000 }: { ttlMs?: number; maxEntries?: number } = {}): TimedCache<T> {
  const held = new Map<string, { at: number; answer: Promise<T> }>();
  // Math.abs: a clock set back (tests move the injected clock both ways) does not keep an answer for ever.
  const isCurrent = (at: number, entry: { at: number }) => Math.abs(at - entry.at) <= ttlMs;

  const makeRoom = (at: number) => {
    for (const [key, entry] of held) if (!isCurrent(at, entry)) held.delete(key);
    // A Map keeps insertion order and an answer loaded anew is inserted again: the first is the oldest.
    for (const key of held.keys()) {
      if (held.size < maxEntries) break;
      held.delete(key);
    }
  };

  return {
    get: (key, load, { fresh = false } = {}) => {
      const at = now().getTime();
      const entry = held.get(key);
      if (!fresh && entry && isCurrent(at, entry)) return entry.answer;
      held.delete(key);
      if (held.size >= maxEntries) makeRoom(at);
      const answer = load();
      held.set(key, { at, answer });
      // A failed load must not stay held; the caller still gets the rejection.
      answer.catch(() => {
        if (held.get(key)?.answer === answer) held.delete(key);
      });
      return answer;
    },
  };
}
