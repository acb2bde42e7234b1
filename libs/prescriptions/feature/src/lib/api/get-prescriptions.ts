import type { PrescriptionsList } from '@portal/prescriptions/contracts';
import { PrescriptionsListSchema } from '@portal/prescriptions/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/prescriptions?lang`: the patient's prescriptions, newest first, and whether renewal is open. */
export function getPrescriptions(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<PrescriptionsList> {
  return api.request({ method: 'GET', path: '/prescriptions', query: { lang }, schema: PrescriptionsListSchema, signal });
}

export function usePrescriptions(): Remote<PrescriptionsList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getPrescriptions(api, lang, signal), 'prescriptions');
}
