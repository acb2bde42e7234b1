import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { organisations, patients } from './core';

export const invoiceStatuses = ['open', 'overdue', 'paper', 'paid', 'refunded', 'refundInProgress', 'notAvailable'] as const;
export const invoiceSources = ['CustomerInvoice', 'GoodSignInvoice', 'NetsuiteInvoice'] as const;
export const invoiceDeliveries = ['EInvoice', 'Email', 'Paper'] as const;

/**
 * Invoices and receipts of one patient. GoodSignInvoice ones also have the payment view's
 * fields (buyer, rows, payableOnlineUntil); their Open/Paid status is derived from `status`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.personId, { onDelete: 'cascade' }),
    organisationId: text()
      .notNull()
      .references(() => organisations.id),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    invoiceNumber: text().notNull(),
    /** Comma-separated numbers of the invoices this one credits. */
    creditedInvoiceNumber: text(),
    status: text({ enum: invoiceStatuses }).notNull(),
    source: text({ enum: invoiceSources }).notNull(),
    delivery: text({ enum: invoiceDeliveries }).notNull(),
    /** The 'product or service' column of the list. */
    description: text().notNull(),
    creationDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    paidDate: date({ mode: 'string' }),
    /** Online payment is possible until this instant (four days), then the invoice goes by mail. */
    payableOnlineUntil: timestamp({ withTimezone: true, mode: 'date' }),
    sumCents: integer().notNull(),
    hasPdf: boolean().notNull(),
    /** Object-storage key of the PDF; demo data points at a placeholder. */
    pdfStorageKey: text(),
    canBePaidOnline: boolean().notNull(),
    buyerName: text().notNull(),
    buyerStreet: text(),
    buyerPostalCode: text(),
    buyerPostOffice: text(),
  },
  (t) => [uniqueIndex('invoices_number_idx').on(t.invoiceNumber), index('invoices_patient_idx').on(t.patientId, t.creationDate)],
);

export const invoiceRows = pgTable(
  'invoice_rows',
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: text().notNull(),
    count: integer().notNull(),
    unitPriceCents: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    vatPercentage: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

export const paymentStatuses = ['pending', 'ok', 'fail', 'delayed'] as const;

/** One attempt to pay an invoice through a payment provider; `reference` travels to the provider. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reference: text().notNull(),
    providerId: text(),
    amountCents: integer().notNull(),
    status: text({ enum: paymentStatuses }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** This payment's report is the one that marked its invoice paid (the others of the invoice came too late). */
    markedInvoicePaid: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('payments_reference_idx').on(t.reference), index('payments_invoice_idx').on(t.invoiceId)],
);
