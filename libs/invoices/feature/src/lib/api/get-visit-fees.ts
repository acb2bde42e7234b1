import type { VisitFees } from '@portal/invoices/contracts';
import { VisitFeesSchema } from '@portal/invoices/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/payments/visit-fees?lang`: the visit fees payable online now, the one closing soonest first. */
export function getVisitFees(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<VisitFees> {
  return api.request({ method: 'GET', path: '/payments/visit-fees', query: { lang }, schema: VisitFeesSchema, signal });
}

export function useVisitFees(): Remote<VisitFees> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getVisitFees(api, lang, signal), 'visit-fees');
}
