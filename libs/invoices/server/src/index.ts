import type { DomainDeps, DomainPlugin } from '@portal/shared/server';
import { configOf, inProcessFetch, withConfig } from '@portal/shared/server';
import { registerInvoicePdfRoute } from './lib/pdf/pdf-route';
import { registerPaytrailStandIn } from './lib/paytrail-stand-in/stand-in';
import type { PaytrailClient } from './lib/paytrail/client';
import { createPaytrailClient } from './lib/paytrail/client';
import { PAYTRAIL_STAND_IN_PREFIX, paymentContentSecurity, paytrailConfig } from './lib/paytrail/paytrail-config';
import { registerInvoiceRoutes } from './lib/routes';

// Invoices and payments (account doc sections 2-4 and 7-9): the invoice list, summary and pay
// page's invoice, creating a Paytrail payment and taking its signed outcome.
export type { PaytrailClient, PaytrailItem, PaytrailLanguage, PaytrailPayment, PaytrailPaymentRequest, PaytrailProvider } from './lib/paytrail/client';
export { createPaytrailClient, PaytrailError } from './lib/paytrail/client';
export { PAYTRAIL_IMAGES, paytrailConfig, paytrailTestMerchant } from './lib/paytrail/paytrail-config';
export type { PaytrailConfig } from './lib/paytrail/paytrail-config';
export { hasValidSignature, paytrailSignature } from './lib/paytrail/signature';
export type { PaytrailStandInOptions } from './lib/paytrail-stand-in/stand-in';
export { registerPaytrailStandIn } from './lib/paytrail-stand-in/stand-in';
export { sanitizeTermsHtml } from './lib/terms-html';

export interface InvoicesServerOptions {
  /**
   * Builds the Paytrail client; by default the real one at the configured Paytrail (the development
   * stand-in when it is configured so). Tests give one whose fetch answers as Paytrail does.
   */
  paytrailClient?: (deps: Pick<DomainDeps, 'db' | 'config' | 'now'>) => PaytrailClient;
}

/**
 * A DomainPlugin: the composed API registers it with the common deps only, so the client comes
 * from its configuration part `paytrailConfig` (PAYTRAIL_*). In development without Paytrail
 * credentials that is the local stand-in, registered here and reached in-process, with its
 * callbacks delivered in-process too. With the real Paytrail the pay page's providers' forms and
 * logos are added to the content security policy.
 */
export function createInvoicesServer(options: InvoicesServerOptions = {}): DomainPlugin {
  return withConfig(
    async (app, deps) => {
      const { db, config, now } = deps;
      const { baseUrl, account, secret, standIn } = configOf(config, paytrailConfig);
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
        createPaytrailClient({ baseUrl, account, secret, now, ...(standIn ? { fetch: inProcessFetch(app, config.publicOrigin, PAYTRAIL_STAND_IN_PREFIX) } : {}) });
      registerInvoiceRoutes(app, { db, config, now, paytrail });
      registerInvoicePdfRoute(app, { db, config, now });
    },
    [paytrailConfig],
    { contentSecurity: (config) => paymentContentSecurity(configOf(config, paytrailConfig)) },
  );
}

export const invoicesServer: DomainPlugin = createInvoicesServer();
