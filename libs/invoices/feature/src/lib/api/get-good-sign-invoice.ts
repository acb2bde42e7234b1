import type { GoodSignInvoiceResponse } from '@portal/invoices/contracts';
import { GoodSignInvoiceResponseSchema } from '@portal/invoices/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/**
 * `GET /api/payments/good-sign-invoice?invoiceNumber`: the invoice as the pay page shows it, and
 * whether the patient's e-mail passes the check. `data.invoice` missing means not found.
 */
export function getGoodSignInvoice(api: ApiClient, invoiceNumber: string, signal?: AbortSignal): Promise<GoodSignInvoiceResponse> {
  return api.request({
    method: 'GET',
    path: '/payments/good-sign-invoice',
    query: { invoiceNumber },
    schema: GoodSignInvoiceResponseSchema,
    signal,
  });
}

export function useGoodSignInvoice(invoiceNumber: string): Remote<GoodSignInvoiceResponse> {
  const api = useApiClient();
  return useRemote(invoiceNumber, (signal) => getGoodSignInvoice(api, invoiceNumber, signal), 'pay-invoice');
}
