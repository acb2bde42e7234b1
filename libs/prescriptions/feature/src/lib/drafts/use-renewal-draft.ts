import type { RenewalAnswersDraft } from '@portal/prescriptions/contracts';
import { emptyRenewalAnswers, RenewalAnswersDraftSchema } from '@portal/prescriptions/contracts';
import { readDraft, removeDraft, writeDraft } from '@portal/shared/data-access';
import { useCallback, useState } from 'react';
import * as v from 'valibot';

const DRAFT_KEY = 'prescriptions.renewal';

const StoredDraftSchema = v.object({ owner: v.string(), answers: RenewalAnswersDraftSchema });

/**
 * The answers of a renewal being filled in survive a page refresh, a session running out and
 * the sign-in after it (the tab's sessionStorage, see shared data-access drafts.ts), and go when
 * sent and at logging out. The draft is the acting person's: its owner is the renewal's
 * prescription ids, which belong to one patient only, and the page offers it only once the API
 * has confirmed those ids are the signed-in patient's own. Another person signing in on the same
 * tab, or another choice of prescriptions, starts from empty answers.
 */
export function useRenewalDraft(owner: string): { initial: RenewalAnswersDraft; save: (answers: RenewalAnswersDraft) => void; discard: () => void } {
  const [initial] = useState<RenewalAnswersDraft>(() => {
    const stored = v.safeParse(StoredDraftSchema, readDraft(DRAFT_KEY));
    if (stored.success && stored.output.owner === owner) return stored.output.answers;
    return emptyRenewalAnswers();
  });
  const save = useCallback((answers: RenewalAnswersDraft) => writeDraft(DRAFT_KEY, { owner, answers }), [owner]);
  const discard = useCallback(() => removeDraft(DRAFT_KEY), []);
  return { initial, save, discard };
}
