import type { MedicalReport } from '@portal/visits/contracts';
import { MedicalReportSchema } from '@portal/visits/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/visits/{id}?lang`: 404 (Remote 'not-found') when the visit is not the patient's. */
export function getVisit(api: ApiClient, visitId: number, lang: Lang, signal?: AbortSignal): Promise<MedicalReport> {
  return api.request({ method: 'GET', path: '/visits/:visitId', params: { visitId }, query: { lang }, schema: MedicalReportSchema, signal });
}

export function useVisit(visitId: number): Remote<MedicalReport> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${visitId}`, (signal) => getVisit(api, visitId, lang, signal), 'visit');
}
