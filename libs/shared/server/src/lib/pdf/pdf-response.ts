import type { FastifyReply } from 'fastify';

export interface PdfResponseOptions {
  /** Letters, digits, '_', '.' and '-' only (checked by the route's schema or made so by the API): it goes into the header as it is. */
  filename: string;
  /** 'inline' opens the PDF in the browser's viewer, 'attachment' saves it. */
  disposition: 'inline' | 'attachment';
}

/**
 * A PDF made for the session's patient: a health or billing record, so no cache keeps it.
 * `x-content-type-options: nosniff` comes with every answer from the security headers.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, { filename, disposition }: PdfResponseOptions): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
