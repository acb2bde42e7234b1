import type { InvoiceSource, InvoiceStatus } from '@portal/invoices/contracts';
import { anInvoice } from '@portal/invoices/contracts/testing';
import { creditedNumbers, presentInvoice } from './invoice-status';

const present = (status: InvoiceStatus, source: InvoiceSource = 'NetsuiteInvoice', more: { hasPdf?: boolean; canBePaidOnline?: boolean } = {}) =>
  presentInvoice(anInvoice({ status, source, hasPdf: true, canBePaidOnline: false, ...more }));

describe('presentInvoice', () => {
  it.each(['GoodSignInvoice', 'CustomerInvoice', 'NetsuiteInvoice'] as const)('an open %s leads to the summary, with Pay when payable online', (source) => {
    expect(present('open', source, { canBePaidOnline: true })).toEqual({ label: 'unpaid', link: 'summary', pay: true, collectionNotice: false });
    expect(present('open', source)).toEqual({ label: 'unpaid', link: 'summary', pay: false, collectionNotice: false });
  });

  it.each(['GoodSignInvoice', 'NetsuiteInvoice'] as const)('an overdue %s leads to the invoice PDF and asks to contact the collection company', (source) => {
    expect(present('overdue', source)).toEqual({ label: 'unpaid', link: 'invoice', pay: false, collectionNotice: true });
  });

  it.each(['GoodSignInvoice', 'NetsuiteInvoice'] as const)('a paper %s leads to the invoice PDF', (source) => {
    expect(present('paper', source)).toEqual({ label: 'unpaid', link: 'invoice', pay: false, collectionNotice: false });
  });

  it('treats an unpaid customer invoice like an open one (summary), keeping the collection notice when overdue', () => {
    expect(present('overdue', 'CustomerInvoice')).toEqual({ label: 'unpaid', link: 'summary', pay: false, collectionNotice: true });
    expect(present('paper', 'CustomerInvoice', { canBePaidOnline: true })).toEqual({
      label: 'unpaid',
      link: 'summary',
      pay: true,
      collectionNotice: false,
    });
  });

  it.each(['GoodSignInvoice', 'CustomerInvoice', 'NetsuiteInvoice'] as const)('a paid %s leads to the receipt, never to Pay', (source) => {
    expect(present('paid', source, { canBePaidOnline: true })).toEqual({ label: 'paid', link: 'receipt', pay: false, collectionNotice: false });
  });

  it.each(['refunded', 'refundInProgress'] as const)('%s shows its status and leads to the invoice PDF', (status) => {
    expect(present(status)).toEqual({ label: status, link: 'invoice', pay: false, collectionNotice: false });
  });

  it('shows notAvailable as such, without a link', () => {
    expect(present('notAvailable')).toEqual({ label: 'notAvailable', link: null, pay: false, collectionNotice: false });
  });

  it('leaves out the PDF link of an invoice without a PDF, but not the summary', () => {
    expect(present('paid', 'GoodSignInvoice', { hasPdf: false }).link).toBeNull();
    expect(present('overdue', 'NetsuiteInvoice', { hasPdf: false }).link).toBeNull();
    expect(present('open', 'GoodSignInvoice', { hasPdf: false }).link).toBe('summary');
  });
});

describe('creditedNumbers', () => {
  it('splits the comma-separated numbers', () => {
    expect(creditedNumbers('123, 456,789')).toEqual(['123', '456', '789']);
    expect(creditedNumbers(null)).toEqual([]);
    expect(creditedNumbers('')).toEqual([]);
  });
});
