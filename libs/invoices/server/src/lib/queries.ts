import type { InvoiceRecord } from '@portal/invoices/records';
import type { Database } from '@portal/shared/db';
import { invoiceRows, invoices, patients, payments } from '@portal/shared/db';
import { and, asc, count, desc, eq } from 'drizzle-orm';

export type InvoiceRowRecord = typeof invoiceRows.$inferSelect;

/**
 * Every lookup names the patient: an invoice of someone else is found exactly as often as one
 * that does not exist, never.
 */
export async function patientInvoicePage(db: Database, patientId: number, page: number, pageSize: number): Promise<{ invoices: InvoiceRecord[]; totalCount: number }> {
  const mine = eq(invoices.patientId, patientId);
  const [rows, [total]] = await Promise.all([
    // The id breaks ties between invoices of one day, so that pages neither repeat nor skip one.
    db.select().from(invoices).where(mine).orderBy(desc(invoices.creationDate), desc(invoices.id)).limit(pageSize).offset(page * pageSize),
    db.select({ count: count() }).from(invoices).where(mine),
  ]);
  return { invoices: rows, totalCount: total?.count ?? 0 };
}

export async function patientInvoiceById(db: Database, patientId: number, id: number): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.patientId, patientId)));
  return row;
}

export async function patientInvoiceByNumber(db: Database, patientId: number, invoiceNumber: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.invoiceNumber, invoiceNumber), eq(invoices.patientId, patientId)));
  return row;
}

export function invoiceRowsOf(db: Database, invoiceId: number): Promise<InvoiceRowRecord[]> {
  return db.select().from(invoiceRows).where(eq(invoiceRows.invoiceId, invoiceId)).orderBy(asc(invoiceRows.position));
}

/** The patient's e-mail on record (the one 'my information' shows and edits), null when none. */
export async function patientEmail(db: Database, patientId: number): Promise<string | null> {
  const [row] = await db.select({ email: patients.email }).from(patients).where(eq(patients.personId, patientId));
  return row?.email ?? null;
}

export interface PaymentWithOwner {
  id: number;
  invoiceId: number;
  amountCents: number;
  status: (typeof payments.$inferSelect)['status'];
  /** The invoice's patient: whose payment it is. */
  patientId: number;
}

/** A payment by its stamp (the `reference` column, unique per attempt), with whose it is. */
export async function paymentByStamp(db: Database, stamp: string): Promise<PaymentWithOwner | undefined> {
  const [row] = await db
    .select({ id: payments.id, invoiceId: payments.invoiceId, amountCents: payments.amountCents, status: payments.status, patientId: invoices.patientId })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.reference, stamp));
  return row;
}

/**
 * The patient's visit fees still inside their online window: the payment system's invoices
 * (GoodSignInvoice, which bills visits) with the visit's start when the invoice names it. The
 * caller applies the payable rule.
 */
