import type { DomainDeps } from '@portal/shared/server';
import { inProcessFetch } from '@portal/shared/server';
import type { FastifyPluginAsync } from 'fastify';
import { registerInvoicePdfRoute } from './lib/pdf/pdf-route';
import { registerPaytrailStandIn } from './lib/paytrail-stand-in/stand-in';
import type { PaytrailClient } from './lib/paytrail/client';
import { createPaytrailClient } from './lib/paytrail/client';
import { registerInvoiceRoutes } from './lib/routes';

// Invoices and payments (account doc sections 2-4 and 7-9): the invoice list, summary and pay
// page's invoice, creating a Paytrail payment and taking its signed outcome.
export type { PaytrailClient, PaytrailItem, PaytrailLanguage, PaytrailPayment, PaytrailPaymentRequest, PaytrailProvider } from './lib/paytrail/client';
export { createPaytrailClient, PaytrailError } from './lib/paytrail/client';
export { hasValidSignature, paytrailSignature } from './lib/paytrail/signature';
export type { PaytrailStandInOptions } from './lib/paytrail-stand-in/stand-in';
export { registerPaytrailStandIn } from './lib/paytrail-stand-in/stand-in';
export { sanitizeTermsHtml } from './lib/terms-html';

export interface InvoicesServerOptions extends DomainDeps {
  /**
   * Builds the Paytrail client; by default the real one at `config.paytrail` (the development
   * stand-in when it is configured so). Tests give one whose fetch answers as Paytrail does.
   */
  paytrailClient?: (deps: DomainDeps) => PaytrailClient;
}

const STAND_IN_PREFIX = '/paytrail-stand-in';

/**
 * A DomainPlugin: the composed API registers it with the common deps only, so the client comes
 * from `config.paytrail`. In development without Paytrail credentials that is the local stand-in,
 * registered here and reached in-process, with its callbacks delivered in-process too.
 */
export const invoicesServer: FastifyPluginAsync<InvoicesServerOptions> = async (app, options) => {
  const { db, config, now } = options;
  const { baseUrl, account, secret, standIn } = config.paytrail;
  if (standIn) {
    registerPaytrailStandIn(app, {
      account,
      secret,
      publicOrigin: config.publicOrigin,
      now,
      deliverCallback: async (url) => {
        const target = new URL(url);
        await app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
      },
    });
  }
  const paytrail =
    options.paytrailClient?.({ db, config, now }) ??
    createPaytrailClient({ baseUrl, account, secret, now, ...(standIn ? { fetch: inProcessFetch(app, config.publicOrigin, STAND_IN_PREFIX) } : {}) });
  registerInvoiceRoutes(app, { db, config, now, paytrail });
  registerInvoicePdfRoute(app, { db, config, now });
};
