import type { LaboratoryOverview } from '@portal/lab-imaging/contracts';
import { LaboratoryOverviewSchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/laboratory?lang`: the patient's laboratory referrals and result dates. */
export function getLaboratory(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<LaboratoryOverview> {
  return api.request({ method: 'GET', path: '/laboratory', query: { lang }, schema: LaboratoryOverviewSchema, signal });
}

export function useLaboratory(): Remote<LaboratoryOverview> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getLaboratory(api, lang, signal), 'laboratory');
}
