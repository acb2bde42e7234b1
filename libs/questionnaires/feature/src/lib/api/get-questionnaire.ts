import type { QuestionnaireResponse } from '@portal/questionnaires/contracts';
import { QuestionnaireResponseSchema } from '@portal/questionnaires/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/questionnaires/{id}?lang`: 404 (Remote 'not-found') when the invitation is not the patient's. */
export function getQuestionnaire(api: ApiClient, invitationId: number, lang: Lang, signal?: AbortSignal): Promise<QuestionnaireResponse> {
  return api.request({ method: 'GET', path: '/questionnaires/:invitationId', params: { invitationId }, query: { lang }, schema: QuestionnaireResponseSchema, signal });
}

export function useQuestionnaire(invitationId: number): Remote<QuestionnaireResponse> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${invitationId}`, (signal) => getQuestionnaire(api, invitationId, lang, signal), 'questionnaire');
}
