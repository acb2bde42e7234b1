import type { InvoiceListItem } from '@portal/invoices/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { anInvoice, anInvoicesList } from '@portal/invoices/contracts/testing';
import { InvoicesPage } from './invoices-page';

function renderList(handler: Handler, { route = '/en/invoices', lang = 'en' }: { route?: string; lang?: Lang } = {}) {
  const word = { en: 'invoices', fi: 'laskut', sv: 'fakturor' }[lang];
  return renderPage(<InvoicesPage />, {
    handlers: { 'GET /api/payments/invoices-list': handler },
    route,
    path: `/${lang}/${word}`,
    lang,
  });
}

const card = (invoiceNumber: string) =>
  screen.getByRole('listitem', { name: `Invoice ${invoiceNumber}` });

/** Answers each page of `total` invoices, 10 a page. */
function pages(total: number): Handler {
  return ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    const invoices = Array.from({ length: Math.max(0, Math.min(10, total - page * 10)) }, (_, i) => {
      const n = page * 10 + i + 1;
      return anInvoice({ id: n, invoiceNumber: String(41000000 + n) });
    });
    return jsonResponse(anInvoicesList(invoices, { page, totalCount: total }));
  };
}

describe('invoices list', () => {
  it('lists the invoices with their fields, and tells about the mailed remote visits of November 2023', async () => {
    const { calls } = renderList(answer(anInvoicesList([anInvoice()])));
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText(/Remote appointments between 16 and 30 November 2023 were billed by mail/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Invoices and receipts' });
    const item = within(list).getByRole('listitem', { name: 'Invoice 41000007' });
    expect(item).toHaveTextContent('Product or serviceDoctor’s appointment');
    expect(item).toHaveTextContent('StatusUnpaid');
    expect(item).toHaveTextContent(/Sum€103\.90/);
    expect(item).toHaveTextContent('Invoice date20.11.2026');
    expect(item).toHaveTextContent('Due date4.12.2026');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(calls[0]?.url.searchParams.get('page')).toBe('0');
  });

  it('says which invoices a credit note credits', async () => {
    renderList(answer(anInvoicesList([anInvoice({ status: 'refunded', creditedInvoiceNumber: '41000001,41000002' })])));
    expect(await screen.findByText('Credits invoices 41000001, 41000002')).toBeInTheDocument();
  });

  describe('the status drives the label, the link and the payment area', () => {
    const invoices: InvoiceListItem[] = [
      anInvoice({ id: 1, invoiceNumber: '1001', status: 'open', source: 'GoodSignInvoice', canBePaidOnline: true }),
      anInvoice({ id: 2, invoiceNumber: '1002', status: 'open', source: 'CustomerInvoice', canBePaidOnline: false }),
      anInvoice({ id: 3, invoiceNumber: '1003', status: 'overdue', source: 'NetsuiteInvoice', canBePaidOnline: false }),
      anInvoice({ id: 4, invoiceNumber: '1004', status: 'paper', source: 'NetsuiteInvoice', canBePaidOnline: false }),
      anInvoice({ id: 5, invoiceNumber: '1005', status: 'paid', source: 'GoodSignInvoice', canBePaidOnline: false }),
      anInvoice({ id: 6, invoiceNumber: '1006', status: 'refunded', source: 'NetsuiteInvoice', canBePaidOnline: false }),
      anInvoice({ id: 7, invoiceNumber: '1007', status: 'refundInProgress', source: 'CustomerInvoice', canBePaidOnline: false }),
      anInvoice({ id: 8, invoiceNumber: '1008', status: 'notAvailable', source: 'NetsuiteInvoice', hasPdf: false, canBePaidOnline: false }),
      anInvoice({ id: 9, invoiceNumber: '1009', status: 'overdue', source: 'CustomerInvoice', canBePaidOnline: false }),
      anInvoice({ id: 10, invoiceNumber: '1010', status: 'paid', source: 'CustomerInvoice', hasPdf: false, canBePaidOnline: false }),
    ];

    beforeEach(async () => {
      renderList(answer(anInvoicesList(invoices, { totalCount: 10 })));
      await screen.findByRole('list', { name: 'Invoices and receipts' });
    });

    const linksOf = (invoiceNumber: string) =>
      within(card(invoiceNumber))
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);

    it('open: unpaid, the summary, and Pay when it can be paid online', () => {
      expect(card('1001')).toHaveTextContent('StatusUnpaid');
      expect(within(card('1001')).getByRole('link', { name: 'Summary of invoice 1001' })).toHaveAttribute('href', '/en/invoices/summary/1');
      expect(within(card('1001')).getByRole('link', { name: 'Pay invoice 1001' })).toHaveAttribute('href', '/en/pay/1001');
      expect(linksOf('1002')).toEqual([['Summary of invoice 1002', '/en/invoices/summary/2']]);
    });

    it('overdue: unpaid, the invoice PDF and the collection notice', () => {
      expect(card('1003')).toHaveTextContent('StatusUnpaid');
      expect(within(card('1003')).getByRole('link', { name: 'Invoice 1003 (PDF) (opens in a new tab)' })).toHaveAttribute(
        'href',
        '/api/invoices/3/pdf?filename=invoice-1003.pdf&lang=en',
      );
      expect(within(card('1003')).getByText(/Please contact the collection company/)).toBeInTheDocument();
      expect(within(card('1003')).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    });

    it('paper: unpaid and the invoice PDF, no notice', () => {
      expect(card('1004')).toHaveTextContent('StatusUnpaid');
      expect(linksOf('1004')).toEqual([['Invoice 1004 (PDF) (opens in a new tab)', '/api/invoices/4/pdf?filename=invoice-1004.pdf&lang=en']]);
      expect(within(card('1004')).queryByText(/collection company/)).not.toBeInTheDocument();
    });

    it('paid: the receipt PDF', () => {
      expect(card('1005')).toHaveTextContent('StatusPaid');
      expect(linksOf('1005')).toEqual([
        ['Receipt for invoice 1005 (PDF) (opens in a new tab)', '/api/invoices/5/pdf?filename=receipt-1005.pdf&lang=en'],
      ]);
    });

    it('refunded and refund in progress: their status and the invoice PDF', () => {
      expect(card('1006')).toHaveTextContent('StatusRefunded');
      expect(linksOf('1006')).toEqual([['Invoice 1006 (PDF) (opens in a new tab)', '/api/invoices/6/pdf?filename=invoice-1006.pdf&lang=en']]);
      expect(card('1007')).toHaveTextContent('StatusRefund in progress');
      expect(linksOf('1007')).toEqual([['Invoice 1007 (PDF) (opens in a new tab)', '/api/invoices/7/pdf?filename=invoice-1007.pdf&lang=en']]);
    });

    it('not available: shown as such, without a link', () => {
      expect(card('1008')).toHaveTextContent('StatusNot available');
      expect(linksOf('1008')).toEqual([]);
    });

    it('an overdue customer invoice leads to its summary and keeps the collection notice', () => {
      expect(linksOf('1009')).toEqual([['Summary of invoice 1009', '/en/invoices/summary/9']]);
      expect(within(card('1009')).getByText(/Please contact the collection company/)).toBeInTheDocument();
    });

    it('a paid invoice without a PDF has no link', () => {
      expect(card('1010')).toHaveTextContent('StatusPaid');
      expect(linksOf('1010')).toEqual([]);
    });

    it('has no pagination for a single page', () => {
      expect(screen.queryByRole('navigation', { name: 'Invoice pages' })).not.toBeInTheDocument();
    });
  });

  it("says 'No invoices' when there are none", async () => {
    renderList(answer(anInvoicesList([])));
    expect(await screen.findByRole('heading', { level: 2, name: 'No invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invoices and receipts' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderList(never);
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const { user } = renderList(() => {
      attempts += 1;
      return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(anInvoicesList([anInvoice()]));
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Invoice 41000007' })).toBeInTheDocument();
  });

  describe('pagination', () => {
    it('moves between pages by links that keep the page in the address, and back again', async () => {
      const { user, calls, router } = renderList(pages(25));
      const nav = await screen.findByRole('navigation', { name: 'Invoice pages' });
      expect(nav).toHaveTextContent('Page 1 of 3');
      expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

      await user.click(within(nav).getByRole('link', { name: 'Next page' }));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=1');
      expect(calls.at(-1)?.url.searchParams.get('page')).toBe('1');
      expect(card('41000011')).toBeInTheDocument();
      // The new list takes focus: the pressed link may be gone.
      expect(screen.getByRole('list', { name: 'Invoices and receipts' })).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/invoices');
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/invoices?page=2');

      await user.click(screen.getByRole('link', { name: 'Next page' }));
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(5);

      await act(() => router.navigate(-1));
      expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    });

    it('opens the page the address names', async () => {
      const { calls } = renderList(pages(25), { route: '/en/invoices?page=2' });
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(calls[0]?.url.searchParams.get('page')).toBe('2');
      expect(screen.getByRole('list', { name: 'Invoices and receipts' })).not.toHaveFocus();
    });

    it('goes to the last page from a page past the end', async () => {
      const { router } = renderList(pages(12), { route: '/en/invoices?page=5' });
      expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?page=1'));
    });

    it('reads anything but a number as the first page', async () => {
      const { calls } = renderList(pages(3), { route: '/en/invoices?page=x' });
      await screen.findByRole('list', { name: 'Invoices and receipts' });
      expect(calls[0]?.url.searchParams.get('page')).toBe('0');
    });
  });

  it('speaks Finnish', async () => {
    renderList(answer(anInvoicesList([anInvoice({ status: 'paid' })])), { route: '/fi/laskut', lang: 'fi' });
    expect(await screen.findByRole('listitem', { name: 'Lasku 41000007' })).toHaveTextContent('TilaMaksettu');
    expect(screen.getByRole('heading', { level: 1, name: 'Laskut' })).toBeInTheDocument();
  });

  it('speaks Swedish when empty', async () => {
    renderList(answer(anInvoicesList([])), { route: '/sv/fakturor', lang: 'sv' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inga fakturor' })).toBeInTheDocument();
  });
});
