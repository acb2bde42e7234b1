import type { Database } from '@portal/shared/db';
import { appointments, invoices } from '@portal/shared/db';
import { and, asc, eq, gte } from 'drizzle-orm';

export type InvoiceRecord = typeof invoices.$inferSelect;

/**
 * Whether the invoice can be paid online now. The stored flag says whether it was ever offered;
 * the API also closes it once paid, once its online window (payableOnlineUntil, four days from
 * creation) has passed, and when there is nothing to pay (a credit note). The list, the pay page,
 * payment creation and the front page's notice all ask this one rule, so the portal never offers
 * what the API refuses.
 */
export function isPayableOnline(
  invoice: Pick<InvoiceRecord, 'canBePaidOnline' | 'status' | 'sumCents' | 'payableOnlineUntil'>,
  now: Date,
): boolean {
  return (
    invoice.canBePaidOnline &&
    invoice.status !== 'paid' &&
    invoice.sumCents > 0 &&
    (invoice.payableOnlineUntil === null || now.getTime() <= invoice.payableOnlineUntil.getTime())
  );
}

/**
 * The patient's visit fees that can be paid online now (the pay-visit page, account doc sections 2
 * and 9), the one closing soonest first, each with its visit's start when the invoice names the
 * appointment. Only the patient's own invoices are read.
 */
export async function payableVisitFees(db: Database, patientId: number, now: Date): Promise<{ invoice: InvoiceRecord; visitStart: Date | null }[]> {
  const rows = await db
    .select({ invoice: invoices, visitStart: appointments.startDate })
    .from(invoices)
    .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(and(eq(invoices.patientId, patientId), eq(invoices.source, 'GoodSignInvoice'), gte(invoices.payableOnlineUntil, now)))
    .orderBy(asc(invoices.payableOnlineUntil), asc(invoices.id));
  return rows.filter(({ invoice }) => isPayableOnline(invoice, now));
}
