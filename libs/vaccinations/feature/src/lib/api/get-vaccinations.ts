import type { VaccinationsList } from '@portal/vaccinations/contracts';
import { VaccinationsListSchema } from '@portal/vaccinations/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/vaccinations?lang&page`: one page (from 0) of 25, newest first, and the total. */
export function getVaccinations(api: ApiClient, lang: Lang, page: number, signal?: AbortSignal): Promise<VaccinationsList> {
  return api.request({ method: 'GET', path: '/vaccinations', query: { lang, page }, schema: VaccinationsListSchema, signal });
}

export function useVaccinations(page: number): Remote<VaccinationsList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${page}`, (signal) => getVaccinations(api, lang, page, signal), 'vaccinations');
}
