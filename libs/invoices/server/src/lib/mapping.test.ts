import { isPayableOnline } from '@portal/invoices/records';
import type { InvoiceRecord } from '@portal/invoices/records';

const until = new Date('2026-11-26T21:59:00Z');

function invoice(values: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: 1,
    patientId: 1,
    organisationId: 'general',
    appointmentId: null,
    invoiceNumber: '41000001',
    creditedInvoiceNumber: null,
    status: 'open',
    source: 'GoodSignInvoice',
    delivery: 'Email',
    description: 'Lääkärin vastaanotto',
    creationDate: '2026-11-22',
    dueDate: '2026-12-06',
    paidDate: null,
    payableOnlineUntil: until,
    sumCents: 10_390,
    hasPdf: true,
    pdfStorageKey: null,
    canBePaidOnline: true,
    buyerName: 'Maija Testinen',
    buyerStreet: null,
    buyerPostalCode: null,
    buyerPostOffice: null,
    ...values,
  };
}

describe('isPayableOnline', () => {
  it('is open up to and including payableOnlineUntil, then closed', () => {
    expect(isPayableOnline(invoice(), until)).toBe(true);
    expect(isPayableOnline(invoice(), new Date(until.getTime() + 1))).toBe(false);
    expect(isPayableOnline(invoice({ payableOnlineUntil: null }), new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('is closed when not offered, once paid, and when there is nothing to pay', () => {
    expect(isPayableOnline(invoice({ canBePaidOnline: false }), until)).toBe(false);
    expect(isPayableOnline(invoice({ status: 'paid' }), until)).toBe(false);
    expect(isPayableOnline(invoice({ sumCents: 0 }), until)).toBe(false);
  });
});
