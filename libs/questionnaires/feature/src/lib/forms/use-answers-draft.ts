import { QuestionnaireAnswersSchema } from '@portal/questionnaires/contracts';
import { readDraft, removeDraft, writeDraft } from '@portal/shared/data-access';
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import type { FormAnswers } from './questionnaire-form';

const DraftSchema = v.object({ answers: QuestionnaireAnswersSchema });

/**
 * The draft of an invitation's answers. An invitation is one patient's, so its id also names the
 * person the answers are for: a guardian acting for a child keeps the child's draft, and anyone
 * else signing in on the tab cannot open that invitation at all.
 */
export const answersDraftKey = (invitationId: number) => `questionnaires.answers.${invitationId}`;

/**
 * Unfinished answers survive a session running out and the sign-in after it, and a reload (the
 * tab's sessionStorage through the shared drafts, which logging out clears). They go once sent.
 */
export function useAnswersDraft(invitationId: number): { initial: FormAnswers; save: (answers: FormAnswers) => void; discard: () => void } {
  const key = answersDraftKey(invitationId);
  const [initial] = useState<FormAnswers>(() => {
    const stored = v.safeParse(DraftSchema, readDraft(key));
    return stored.success ? stored.output.answers : {};
  });
  const save = useCallback(
    (answers: FormAnswers) => {
      if (Object.keys(answers).length === 0) removeDraft(key);
      else writeDraft(key, { answers });
    },
    [key],
  );
  const discard = useCallback(() => removeDraft(key), [key]);
  return { initial, save, discard };
}
