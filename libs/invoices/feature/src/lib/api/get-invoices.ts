import type { InvoicesList } from '@portal/invoices/contracts';
import { InvoicesListSchema } from '@portal/invoices/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/payments/invoices-list?lang&page`: one page (from 0) of 10, newest first, and the total. */
export function getInvoices(api: ApiClient, lang: Lang, page: number, signal?: AbortSignal): Promise<InvoicesList> {
  return api.request({ method: 'GET', path: '/payments/invoices-list', query: { lang, page }, schema: InvoicesListSchema, signal });
}

export function useInvoices(page: number): Remote<InvoicesList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${page}`, (signal) => getInvoices(api, lang, page, signal), 'invoices');
}
