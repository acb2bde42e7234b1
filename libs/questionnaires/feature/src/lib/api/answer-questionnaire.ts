import type { QuestionnaireAnswers, QuestionnaireResponse } from '@portal/questionnaires/contracts';
import { QuestionnaireResponseSchema } from '@portal/questionnaires/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

/**
 * `POST /api/questionnaires/{id}/answers?lang&csrfToken` (the spec's AnswerQuestionnaire): the
 * answers as a JSON string. Answers the invitation read-only, or maintenance mode; 409 when it was
 * answered before.
 */
export function answerQuestionnaire(api: ApiClient, invitationId: number, answers: QuestionnaireAnswers, lang: Lang): Promise<QuestionnaireResponse> {
  return api.request({
    method: 'POST',
    path: '/questionnaires/:invitationId/answers',
    params: { invitationId },
    query: { lang },
    body: { answers: JSON.stringify(answers) },
    schema: QuestionnaireResponseSchema,
  });
}
