import type { OccupationalHealthTeamResponse } from '@portal/occupational-health/contracts';
import { OccupationalHealthTeamResponseSchema } from '@portal/occupational-health/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/occupational-health-team?lang`: the team, or that the person is not an occupational health customer. */
export function getOccupationalHealthTeam(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<OccupationalHealthTeamResponse> {
  return api.request({ method: 'GET', path: '/occupational-health-team', query: { lang }, schema: OccupationalHealthTeamResponseSchema, signal });
}

export function useOccupationalHealthTeam(): Remote<OccupationalHealthTeamResponse> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getOccupationalHealthTeam(api, lang, signal), 'occupational-health-team');
}
