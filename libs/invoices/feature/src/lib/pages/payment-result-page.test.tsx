import type { Handler } from '@portal/shared/data-access/testing';
import { answer, jsonResponse, never, offline, renderPage } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import { PaymentResultPage } from './payment-result-page';

const redirect = new URLSearchParams({
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-amount': '10390',
  'checkout-stamp': '41000007-6c1a3f0e-4c5b-4b1e-9f2a-0d1e2f3a4b5c',
  'checkout-reference': '41000007',
  'checkout-transaction-id': 'b4a5f0f2-0000-11ee-9c1a-000000000000',
  'checkout-status': 'ok',
  'checkout-provider': 'osuuspankki',
  signature: 'a'.repeat(64),
});

function renderResult(handler: Handler, { search = `?${redirect.toString()}`, strict = false } = {}) {
  const result = renderPage(<PaymentResultPage />, {
    handlers: { 'POST /api/payments/result': handler },
    route: `/en/payment/7${search}`,
    path: '/en/payment/:invoiceId',
    strict,
  });
  const posts = () => result.calls.filter((call) => call.method === 'POST');
  return { ...result, posts };
}

describe('payment result', () => {
  it('posts every query parameter once, and shows the completion with a link to the front page on ok', async () => {
    const { posts } = renderResult(answer({ type: 'success', status: 'ok' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your payment has been received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/en');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual(Object.fromEntries(redirect));
    expect(posts()[0]?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it('posts once under StrictMode too', async () => {
    const { posts } = renderResult(answer({ type: 'success', status: 'ok' }), { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('says an interrupted payment did not charge, and offers to try again and the invoices', async () => {
    renderResult(answer({ type: 'success', status: 'fail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment interrupted' })).toBeInTheDocument();
    // The reference of the payment is the invoice number, which the notice names.
    expect(screen.getByText('The payment of invoice 41000007 was interrupted. You were not charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute('href', '/en/pay/41000007');
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/en/invoices');
  });

  it('offers no try-again link without a usable reference', async () => {
    const query = new URLSearchParams(redirect);
    query.set('checkout-reference', 'not-a-number');
    renderResult(answer({ type: 'success', status: 'fail' }), { search: `?${query.toString()}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment interrupted' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try paying again' })).not.toBeInTheDocument();
    expect(screen.getByText('You were not charged.')).toBeInTheDocument();
  });

  it.each(['pending', 'delayed'] as const)('says a %s payment is being processed and what happens next', async (status) => {
    renderResult(answer({ type: 'success', status }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment being processed' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment is being processed\. .* You do not need to pay again\./)).toBeInTheDocument();
    expect(screen.getByText(/call our customer service/)).toHaveTextContent(/010/);
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/en/invoices');
    expect(screen.queryByText(/completed|received/)).not.toBeInTheDocument();
  });

  it('says the invoice was not found for invoiceNotFound', async () => {
    renderResult(answer({ type: 'invoiceNotFound' }));
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });

  it('says the invoice was not found when the API refuses the query (bad signature)', async () => {
    renderResult(answer({ type: 'ValidationError', details: [{ path: 'signature', message: 'Invalid signature' }] }, 400));
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the payment failed for invoiceSumNotValid, with the customer service number', async () => {
    renderResult(answer({ type: 'invoiceSumNotValid' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/please call our customer service 010 380 3838/)).toBeInTheDocument();
  });

  it('says the payment could not be processed when the invoice had been paid already', async () => {
    renderResult(answer({ type: 'invoiceAlreadyPaid', status: 'ok' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to process the payment' })).toBeInTheDocument();
    expect(screen.getByText(/had already been paid.*010 380 3838.*refunded/)).toBeInTheDocument();
  });

  it.each([
    ['unknownError', answer({ type: 'unknownError' })],
    ['a server error', answer({}, 500)],
    ['a network failure', offline],
  ])('offers to try again after %s, posting again', async (_case, failure) => {
    let attempts = 0;
    const { user, posts } = renderResult((request) => {
      attempts += 1;
      return attempts === 1 ? failure(request) : jsonResponse({ type: 'success', status: 'ok' });
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment completed' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('shows placeholders while the result is checked', () => {
    renderResult(never);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('says the invoice was not found without a query, posting nothing', () => {
    const { calls } = renderResult(never, { search: '' });
    expect(screen.getByText('Invoice not found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
