import type { PaymentResult, PaymentResultRequest } from '@portal/invoices/contracts';
import { PaymentResultSchema } from '@portal/invoices/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { isApiError, useApiClient, useRemote } from '@portal/shared/data-access';
import { useRef } from 'react';

/**
 * `POST /api/payments/result?csrfToken`: the provider's redirect query as it came, which the API
 * believes only with a valid signature.
 *
 * Decisions: a 400 (a query that is not a signed redirect, or one whose signature does not hold)
 * names no payment of the patient's, so it is answered as invoiceNotFound, like a payment that is
 * not theirs (trying again cannot help). unknownError (and customerNotFound, which the API does
 * not send here) fails like a server error: reported, and the page offers to try again.
 */
export async function postPaymentResult(api: ApiClient, query: PaymentResultRequest): Promise<PaymentResult> {
  let result: PaymentResult;
  try {
    result = await api.request({ method: 'POST', path: '/payments/result', body: query, schema: PaymentResultSchema });
  } catch (error) {
    if (isApiError(error) && (error.kind === 'validation' || error.kind === 'bad-request')) return { type: 'invoiceNotFound' };
    throw error;
  }
  if (result.type === 'unknownError' || result.type === 'customerNotFound') {
    throw new Error(`The payment result was ${result.type}`);
  }
  return result;
}

/**
 * Posts the query once per page view and per retry. React's StrictMode runs the load effect twice
 * in development; the second run takes the promise of the first instead of posting again (the API
 * records an outcome once anyway). A failed post is forgotten, so 'Try again' posts anew.
 */
export function usePaymentResult(query: PaymentResultRequest): Remote<PaymentResult> {
  const api = useApiClient();
  const key = new URLSearchParams(query).toString();
  const pending = useRef<{ key: string; result: Promise<PaymentResult> } | null>(null);
  const load = (): Promise<PaymentResult> => {
    if (pending.current?.key === key) return pending.current.result;
    const result = postPaymentResult(api, query);
    const entry = { key, result };
    pending.current = entry;
    result.catch(() => {
      if (pending.current === entry) pending.current = null;
    });
    return result;
  };
  return useRemote(key, load, 'payment-result');
}
