import { InvoicePdfParamsSchema, InvoicePdfQuerySchema } from '@portal/invoices/contracts';
import type { Database } from '@portal/shared/db';
import { personById } from '@portal/shared/db';
import type { ApiConfig } from '@portal/shared/server';
import { notFound, parseInput, patientIdOf, sendPdf } from '@portal/shared/server';
import type { FastifyInstance } from 'fastify';
import { invoiceRowsOf, patientInvoiceById } from '../queries';
import { defaultPdfFilename, renderInvoicePdf } from './invoice-pdf';

export interface InvoicePdfRouteDeps {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * `GET /api/invoices/{id}/pdf?filename&lang` (account doc section 7): the receipt or invoice as a
 * PDF made here. Only for the session's patient (the child a guardian acts for): an invoice of
 * anyone else, an unknown id and an invoice without a PDF (`hasPdf` false) are the same 404.
 */
export function registerInvoicePdfRoute(app: FastifyInstance, deps: InvoicePdfRouteDeps): void {
  const { db, config, now } = deps;

  app.get('/api/invoices/:id/pdf', { config: { accessLog: { kind: 'invoice', record: 'id' } } }, async (request, reply) => {
    const { id } = parseInput(InvoicePdfParamsSchema, request.params);
    const { filename, lang } = parseInput(InvoicePdfQuerySchema, request.query);
    const invoice = await patientInvoiceById(db, patientIdOf(request), Number(id));
    if (!invoice?.hasPdf) throw notFound();
    const [rows, patient] = await Promise.all([invoiceRowsOf(db, invoice.id), personById(db, invoice.patientId)]);
    const pdf = await renderInvoicePdf({
      invoice,
      rows,
      patientName: patient ? `${patient.person.firstName} ${patient.person.lastName}` : null,
      brand: config.brand,
      lang,
      createdAt: now(),
    });
    return sendPdf(reply, pdf, { filename: filename ?? defaultPdfFilename(invoice, lang), disposition: 'inline' });
  });
}
