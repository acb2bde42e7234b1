/**
 * The `Idempotency-Key` the portal sends with every state-changing call. One key per intended
 * change: the same call (method, address, body) made again before any answer came back (the
 * patient presses again after a time-out or a lost connection) goes with the same key, and the API
 * answers it with the first attempt's answer instead of doing the work twice. Once an answer has
 * arrived the key is forgotten, so doing the same thing again on purpose is a new change. The API
 * keeps answers for a day; an unanswered key is kept here for an hour.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set by the API on an answer that is a stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const KEPT_MS = 60 * 60_000;

function newKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key of this change: the one still waiting for an answer, or a new one. */
  keyFor(intent: string): string;
  /** An answer arrived: the next call with this intent is a new change. */
  answered(intent: string): void;
}

export function createIdempotencyKeys(now: () => number = () => Date.now()): IdempotencyKeys {
  const waiting = new Map<string, { key: string; since: number }>();
  return {
    keyFor(intent) {
      const at = now();
      for (const [name, entry] of waiting) if (at - entry.since > KEPT_MS) waiting.delete(name);
      const entry = waiting.get(intent) ?? { key: newKey(), since: at };
      waiting.set(intent, entry);
      return entry.key;
    },
    answered(intent) {
      waiting.delete(intent);
    },
  };
}
