/**
 * Texts a person is writing (a message, a reply), kept in the tab's sessionStorage so that they
 * survive a session running out and the sign-in that follows: signing in is a full-page redirect
 * in the same tab, which keeps sessionStorage. Every draft goes when the person logs out.
 * Storage may be unavailable (private modes, quotas): drafts are then simply not kept.
 */
const PREFIX = 'portal.draft.';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): unknown {
  const text = storage()?.getItem(PREFIX + key);
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or refused: the draft is not kept.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Forgets every draft of the tab (logging out). */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
  for (const key of keys) store.removeItem(key);
}
