import type { QuestionnairesList } from '@portal/questionnaires/contracts';
import { QuestionnairesListSchema } from '@portal/questionnaires/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/questionnaires?lang`: open tasks and answers, or maintenance mode. */
export function getQuestionnaires(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<QuestionnairesList> {
  return api.request({ method: 'GET', path: '/questionnaires', query: { lang }, schema: QuestionnairesListSchema, signal });
}

export function useQuestionnaires(): Remote<QuestionnairesList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getQuestionnaires(api, lang, signal), 'questionnaires');
}
