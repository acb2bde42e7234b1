import type { Referral, ReferralType } from '@portal/lab-imaging/contracts';
import { ReferralResponseSchema } from '@portal/lab-imaging/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/referrals/{id}?type&lang`: 404 (ApiError 'not-found') unless it is the patient's and of that type. */
export async function getReferral(api: ApiClient, type: ReferralType, id: number, lang: Lang, signal?: AbortSignal): Promise<Referral> {
  const response = await api.request({ method: 'GET', path: '/referrals/:id', params: { id }, query: { type, lang }, schema: ReferralResponseSchema, signal });
  return response.referral;
}

export function useReferral(type: ReferralType, id: number): Remote<Referral> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${type}/${id}`, (signal) => getReferral(api, type, id, lang, signal), 'referral');
}
