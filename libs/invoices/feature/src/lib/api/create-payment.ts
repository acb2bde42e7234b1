import type { PaymentCreationResponse, PaymentLanguage } from '@portal/invoices/contracts';
import { PaymentCreationResponseSchema } from '@portal/invoices/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

const paymentLanguage: Readonly<Record<Lang, PaymentLanguage>> = { fi: 'FI', sv: 'SV', en: 'EN' };

/**
 * `POST /api/payments/?csrfToken`: starts a payment of the invoice in the page's language. Only
 * the invoice and the language go: the API takes the amount and the payer from its own records.
 * Answers the terms and the providers, or why not (`{ type }`, account doc section 8).
 */
export function createPayment(api: ApiClient, invoiceNumber: string, lang: Lang): Promise<PaymentCreationResponse> {
  return api.request({
    method: 'POST',
    path: '/payments/',
    body: { invoiceNumber, language: paymentLanguage[lang] },
    schema: PaymentCreationResponseSchema,
  });
}
