import { readDraft, removeDraft, writeDraft } from '@portal/shared/data-access';
import { useCallback, useState } from 'react';

/** What is kept of a message being written: its texts, never its files. */
export interface DraftTexts {
  subject: string;
  text: string;
}

interface StoredDraft extends DraftTexts {
  owner: string;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft['owner'] === 'string' && typeof draft['subject'] === 'string' && typeof draft['text'] === 'string';
}

/** 'new' for the new conversation form, the thread id for a reply. */
export const draftKey = (form: 'new' | { threadId: string }) => (form === 'new' ? 'messaging.new' : `messaging.thread.${form.threadId}`);

/**
 * A message being written survives a session running out and the sign-in after it (the tab's
 * sessionStorage, see shared data-access drafts.ts). The draft names its customer, so that
 * someone else signing in on the same tab never sees it; it goes when sent and at logging out.
 */
export function useDraft(key: string, owner: string): { initial: DraftTexts; save: (texts: DraftTexts) => void; discard: () => void } {
  const [initial] = useState<DraftTexts>(() => {
    const stored = readDraft(key);
    if (isStoredDraft(stored) && stored.owner === owner) return { subject: stored.subject, text: stored.text };
    if (stored !== null) removeDraft(key);
    return { subject: '', text: '' };
  });
  const save = useCallback(
    (texts: DraftTexts) => {
      if (texts.subject === '' && texts.text === '') removeDraft(key);
      else writeDraft(key, { owner, ...texts });
    },
    [key, owner],
  );
  const discard = useCallback(() => removeDraft(key), [key]);
  return { initial, save, discard };
}
