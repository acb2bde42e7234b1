import type { GoodSignInvoiceResponse, PaymentCreationResponse } from '@portal/invoices/contracts';
import { decodeSaveAction } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, renderPage } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { aGoodSignInvoice, aGoodSignResponse, aPaymentCreated } from '@portal/invoices/contracts/testing';
import { browserPage } from '../browser-page';
import { PayInvoicePage } from './pay-invoice-page';

/** Answers the good-sign invoice calls in turn: the page's load, then the check after a provider click. */
function inTurn(...responses: (GoodSignInvoiceResponse | Handler)[]): Handler {
  let call = 0;
  return (request) => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    return typeof next === 'function' ? next(request) : jsonResponse(next);
  };
}

function renderPay({
  invoice = answer(aGoodSignResponse()),
  create = answer(aPaymentCreated()),
  route = '/en/pay/41000007',
  lang = 'en',
  strict = false,
}: { invoice?: Handler; create?: Handler; route?: string; lang?: Lang; strict?: boolean } = {}) {
  const word = { en: 'pay', fi: 'maksa', sv: 'betala' }[lang];
  const result = renderPage(<PayInvoicePage />, {
    handlers: { 'GET /api/payments/good-sign-invoice': invoice, 'POST /api/payments/': create },
    route,
    path: `/${lang}/${word}/:invoiceNumber`,
    lang,
    strict,
  });
  const posts = () => result.calls.filter((call) => call.method === 'POST');
  return { ...result, posts };
}

const refusal = (type: Exclude<PaymentCreationResponse, { terms: string }>['type']) => answer({ type });

let submit: jest.SpyInstance;
let reload: jest.SpyInstance;

beforeEach(() => {
  submit = jest.spyOn(browserPage, 'submit').mockImplementation(() => undefined);
  reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('pay invoice: the invoice', () => {
  it('shows the buyer, the rows, the sum and until when it can be paid online', async () => {
    const { calls } = renderPay();
    const invoice = await screen.findByRole('article', { name: 'Invoice 41000007' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pay invoice' })).toBeInTheDocument();
    expect(invoice).toHaveTextContent('BuyerMaija MeikäläinenMannerheimintie 1 A 200100 Helsinki');
    expect(invoice).toHaveTextContent('Due date4.12.2026');
    expect(invoice).toHaveTextContent('Payable online until24.11.2026 at 23:59');
    expect(invoice).toHaveTextContent(/Sum€103\.90/);
    const table = within(invoice).getByRole('table', { name: 'Invoice rows' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Doctor’s appointment 20 min1€103.9020.11.20260%');
    expect(calls[0]?.url.searchParams.get('invoiceNumber')).toBe('41000007');
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/en/invoices');
  });

  it("says 'Invoice not found' when the answer has no invoice", async () => {
    const { posts } = renderPay({ invoice: answer(aGoodSignResponse(null)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('says not found for an invoice number that is not a number, without asking the API', () => {
    const { calls } = renderPay({ invoice: never, route: '/en/pay/12ab' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows placeholders while loading, and the retry view on a failure', async () => {
    let attempts = 0;
    const { user } = renderPay({
      invoice: () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse({}, 500) : jsonResponse(aGoodSignResponse());
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoice');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Invoice 41000007' })).toBeInTheDocument();
  });
});

describe('pay invoice: what can be done', () => {
  it('says a paid invoice is paid, with the date, and offers no payment', async () => {
    const { posts } = renderPay({
      invoice: answer(aGoodSignResponse(aGoodSignInvoice({ status: 'Paid', paidDate: '2026-11-21', canBePaidOnline: false }))),
    });
    expect(await screen.findByText('This invoice was paid on 21.11.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose a payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Invoice 41000007' })).not.toHaveTextContent('Payable online until');
    expect(posts()).toHaveLength(0);
  });

  it('says an invoice that cannot be paid online goes by mail, and offers no payment', async () => {
    const { posts } = renderPay({ invoice: answer(aGoodSignResponse(aGoodSignInvoice({ canBePaidOnline: false }))) });
    expect(await screen.findByText('This invoice cannot be paid online. It will be sent to you by mail.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('asks for an e-mail first, through my information, which comes back to this invoice', async () => {
    const { posts } = renderPay({ invoice: answer(aGoodSignResponse(aGoodSignInvoice(), false)) });
    const notice = await screen.findByRole('region', { name: 'E-mail required before paying online' });
    const link = within(notice).getByRole('link', { name: 'Add your e-mail address' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/en/my-information');
    expect(decodeSaveAction(url.searchParams.get('saveAction'))).toEqual({ type: 'go-to-invoice-page', invoiceNumber: '41000007' });
    expect(screen.queryByRole('heading', { name: 'Choose a payment method' })).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('pay invoice: the payment', () => {
  it('creates the payment once, in the page’s language, and shows the terms and the providers', async () => {
    const { posts } = renderPay();
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a payment method' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of payment service (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.paytrail.com/terms',
    );
    const op = screen.getByRole('button', { name: 'OP' });
    expect(op.querySelector('img')).toHaveAttribute('src', 'https://pay.example.test/op.svg');
    expect(op.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('button', { name: 'Nordea' })).toBeEnabled();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({ invoiceNumber: '41000007', language: 'EN' });
    expect(posts()[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it.each([
    ['fi', 'FI', '/fi/maksa/41000007', 'Valitse maksutapa'],
    ['sv', 'SV', '/sv/betala/41000007', 'Välj betalningssätt'],
  ] as const)('asks for the payment in %s', async (lang, language, route, heading) => {
    const { posts } = renderPay({ lang, route });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ invoiceNumber: '41000007', language });
  });

  it('shows placeholders while the payment is created', async () => {
    renderPay({ create: never });
    expect(await screen.findByText('Preparing the payment')).toBeInTheDocument();
  });

  it.each([
    ['invoiceNotFound', 'Invoice not found'],
    ['invoiceAlreadyPaid', 'This invoice has already been paid.'],
    ['invoiceSumNotValid', 'This invoice cannot be paid online. It will be sent to you by mail.'],
  ] as const)('shows the refusal %s', async (type, message) => {
    renderPay({ create: refusal(type) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'OP' })).not.toBeInTheDocument();
  });

  it('shows the e-mail notice when the payment service has no e-mail (customerNotFound)', async () => {
    renderPay({ create: refusal('customerNotFound') });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('E-mail required before paying online');
    expect(within(notice).getByRole('link', { name: 'Add your e-mail address' })).toBeInTheDocument();
  });

  it.each([
    ['unknownError', refusal('unknownError')],
    ['a server error', answer({}, 500)],
  ])('offers to try again after %s, creating the payment anew', async (_case, failure) => {
    let attempts = 0;
    const { user, posts } = renderPay({
      create: (request) => {
        attempts += 1;
        return attempts === 1 ? failure(request) : jsonResponse(aPaymentCreated());
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'OP' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });
});

describe('pay invoice: choosing a provider', () => {
  it('checks the invoice again and, while still Open, posts the provider’s form with its hidden parameters', async () => {
    const { user, calls } = renderPay({ invoice: inTurn(aGoodSignResponse(), aGoodSignResponse()) });
    await user.click(await screen.findByRole('button', { name: 'Nordea' }));

    // The form is posted by an effect once it is in the page, which may run after that render.
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.calls[0]?.[0] as HTMLFormElement;
    expect(form).toBeInstanceOf(HTMLFormElement);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://pay.example.test/nordea');
    expect([...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'ACTION_ID', '701'],
      ['hidden', 'VERSION', '1'],
    ]);
    expect(calls.filter((call) => call.url.pathname === '/api/payments/good-sign-invoice')).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();

    // Busy while the browser leaves: progress is shown and no other provider can be pressed.
    expect(screen.getByRole('status')).toHaveTextContent('Moving to the payment service…');
    expect(screen.getByRole('button', { name: 'OP' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Nordea/ }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['paid meanwhile', aGoodSignResponse(aGoodSignInvoice({ status: 'Paid', paidDate: '2026-11-21', canBePaidOnline: false }))],
    ['no longer payable online', aGoodSignResponse(aGoodSignInvoice({ canBePaidOnline: false }))],
    ['gone', aGoodSignResponse(null)],
  ])('reloads the page when the invoice is %s', async (_case, checked) => {
    const { user } = renderPay({ invoice: inTurn(aGoodSignResponse(), checked) });
    await user.click(await screen.findByRole('button', { name: 'OP' }));
    await screen.findByText('Moving to the payment service…');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
  });

  it('lets the patient choose again when the check fails', async () => {
    const { user } = renderPay({ invoice: inTurn(aGoodSignResponse(), () => jsonResponse({}, 500)) });
    await user.click(await screen.findByRole('button', { name: 'OP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'OP' })).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('creates one payment and posts the form once under StrictMode too', async () => {
    const { user, posts } = renderPay({ invoice: inTurn(aGoodSignResponse(), aGoodSignResponse()), strict: true });
    await user.click(await screen.findByRole('button', { name: 'OP' }));
    await screen.findByText('Moving to the payment service…');
    expect(posts()).toHaveLength(1);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('works by keyboard alone', async () => {
    const { user } = renderPay({ invoice: inTurn(aGoodSignResponse(), aGoodSignResponse()) });
    const op = await screen.findByRole('button', { name: 'OP' });
    // From the top of the page: the back link, the rows table's scroll region, the terms link, OP.
    for (let presses = 0; presses < 10 && document.activeElement !== op; presses += 1) await user.tab();
    expect(op).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('Moving to the payment service…');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect((submit.mock.calls[0]?.[0] as HTMLFormElement).getAttribute('action')).toBe('https://pay.example.test/op');
  });
});
