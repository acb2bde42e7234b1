import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { aSummary } from '@portal/invoices/contracts/testing';
import { InvoiceSummaryPage } from './invoice-summary-page';

function renderSummary(handler: Handler, route = '/en/invoices/summary/7') {
  return renderPage(<InvoiceSummaryPage />, {
    handlers: { 'GET /api/invoices/invoice-summary': handler },
    route,
    path: '/en/invoices/summary/:invoiceId',
  });
}

describe('invoice summary', () => {
  it('shows the invoice, its rows, the PDF and Pay, and a way back to the list', async () => {
    const { calls } = renderSummary(answer({ data: { invoice: aSummary() } }));
    const invoice = await screen.findByRole('article', { name: 'Invoice 41000007' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice summary' })).toBeInTheDocument();
    expect(invoice).toHaveTextContent('Product or serviceDoctor’s appointment');
    expect(invoice).toHaveTextContent('StatusUnpaid');
    expect(invoice).toHaveTextContent('Invoice date20.11.2026');
    expect(invoice).toHaveTextContent('Due date4.12.2026');
    expect(invoice).toHaveTextContent(/Sum€103\.90/);
    expect(invoice).not.toHaveTextContent('Paid on');

    const table = within(invoice).getByRole('table', { name: 'Invoice rows' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Description',
      'Quantity',
      'Unit price',
      'Date',
      'VAT',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Doctor’s appointment 20 min',
      '1',
      '€89.00',
      '20.11.2026',
      '0%',
    ]);
    expect(second).toHaveTextContent('25.5%');

    expect(within(invoice).getByRole('link', { name: 'Invoice 41000007 (PDF) (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/api/invoices/7/pdf?filename=invoice-41000007.pdf&lang=en',
    );
    expect(within(invoice).getByRole('link', { name: 'Pay invoice 41000007' })).toHaveAttribute('href', '/en/pay/41000007');
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/en/invoices');
    expect(calls[0]?.url.searchParams.get('invoiceId')).toBe('7');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('shows a paid invoice with its paid date and receipt, without Pay', async () => {
    renderSummary(answer({ data: { invoice: aSummary({ status: 'paid', paidDate: '2026-11-21', canBePaidOnline: false }) } }));
    const invoice = await screen.findByRole('article', { name: 'Invoice 41000007' });
    expect(invoice).toHaveTextContent('StatusPaid');
    expect(invoice).toHaveTextContent('Paid on21.11.2026');
    expect(within(invoice).getByRole('link', { name: 'Receipt for invoice 41000007 (PDF) (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/api/invoices/7/pdf?filename=receipt-41000007.pdf&lang=en',
    );
    expect(within(invoice).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows the credited invoices, no table without rows, and no PDF link without a PDF', async () => {
    renderSummary(
      answer({ data: { invoice: aSummary({ status: 'refunded', creditedInvoiceNumber: '41000001', rows: [], hasPdf: false, canBePaidOnline: false }) } }),
    );
    const invoice = await screen.findByRole('article', { name: 'Invoice 41000007' });
    expect(invoice).toHaveTextContent('Credits invoice 41000001');
    expect(invoice).toHaveTextContent('StatusRefunded');
    expect(within(invoice).queryByRole('table')).not.toBeInTheDocument();
    expect(within(invoice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks to contact the collection company about an overdue invoice', async () => {
    renderSummary(answer({ data: { invoice: aSummary({ status: 'overdue', source: 'CustomerInvoice', canBePaidOnline: false }) } }));
    expect(await screen.findByText(/Please contact the collection company/)).toBeInTheDocument();
  });

  it('says the invoice was not found on a 404, not the retry view', async () => {
    renderSummary(answer({ type: 'NotFound' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/en/invoices');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says not found for an id that is not a number, without asking the API', () => {
    const { calls } = renderSummary(never, '/en/invoices/summary/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows placeholders while loading, and the retry view on a failure', async () => {
    let attempts = 0;
    const { user } = renderSummary(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 503) : jsonResponse({ data: { invoice: aSummary() } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Invoice 41000007' })).toBeInTheDocument();
  });
});
