import type { InvoiceSummary } from '@portal/invoices/contracts';
import { InvoiceSummaryResponseSchema } from '@portal/invoices/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/invoices/invoice-summary?invoiceId&lang`: 404 (ApiError 'not-found') when not the patient's. */
export async function getInvoiceSummary(api: ApiClient, invoiceId: number, lang: Lang, signal?: AbortSignal): Promise<InvoiceSummary> {
  const response = await api.request({
    method: 'GET',
    path: '/invoices/invoice-summary',
    query: { invoiceId, lang },
    schema: InvoiceSummaryResponseSchema,
    signal,
  });
  return response.data.invoice;
}

export function useInvoiceSummary(invoiceId: number): Remote<InvoiceSummary> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${invoiceId}`, (signal) => getInvoiceSummary(api, invoiceId, lang, signal), 'invoice-summary');
}
