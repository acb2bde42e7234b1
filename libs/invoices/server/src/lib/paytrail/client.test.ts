import { examplePaymentRequest } from '../../testing/invoice-fixtures';
import { createPaytrailClient, PAYTRAIL_TIMEOUT_MS, PaytrailError } from './client';
import { hasValidSignature, paytrailSignature } from './signature';

const secret = 'SAIPPUAKAUPPIAS';
const account = '375917';

const request = examplePaymentRequest('https://portal.test');

const payment = {
  transactionId: '5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
  href: 'https://pay.paytrail.test/pay/5770642a',
  terms: 'By continuing you accept the <a href="https://www.paytrail.com/en/payment-terms">terms</a>.',
  providers: [{ id: 'nordea', name: 'Nordea', group: 'bank', url: 'https://pay.test/nordea', icon: 'https://pay.test/nordea.png', svg: 'https://pay.test/nordea.svg', parameters: [{ name: 'SIGNATURE', value: 'abc' }] }],
};

/** A stand-in for Paytrail's answer: checks the request's signature, signs its answer with `answerSecret`. */
function paymentService(answerSecret = secret, status = 201) {
  const seen: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    const body = String(init?.body);
    seen.push({ url: String(url), headers, body });
    const valid = hasValidSignature(secret, headers, body, headers['signature']);
    const text = JSON.stringify(valid ? payment : { status: 'error', message: 'Invalid signature' });
    const answerHeaders = { 'checkout-account': account, 'checkout-algorithm': 'sha256', 'checkout-request-id': 'r-1' };
    return new Response(text, {
      status: valid ? status : 401,
      headers: { ...answerHeaders, 'content-type': 'application/json', signature: paytrailSignature(answerSecret, answerHeaders, text) },
    });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

describe('the Paytrail client', () => {
  it('posts a signed payment and returns the providers of a signed answer', async () => {
    const service = paymentService();
    const client = createPaytrailClient({ baseUrl: 'https://services.paytrail.test', account, secret, fetch: service.fetchImpl, now: () => new Date('2026-11-24T10:00:00Z') });
    expect(await client.createPayment(request)).toEqual(payment);
    const [sent] = service.seen;
    expect(sent?.url).toBe('https://services.paytrail.test/payments');
    expect(sent?.headers).toMatchObject({ 'checkout-account': account, 'checkout-algorithm': 'sha256', 'checkout-method': 'POST', 'checkout-timestamp': '2026-11-24T10:00:00.000Z' });
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(request);
  });

  it('uses a new nonce for every request', async () => {
    const service = paymentService();
    const client = createPaytrailClient({ baseUrl: 'https://services.paytrail.test', account, secret, fetch: service.fetchImpl });
    await client.createPayment(request);
    await client.createPayment({ ...request, stamp: 'invoice-1001-attempt-2' });
    expect(service.seen[0]?.headers['checkout-nonce']).not.toBe(service.seen[1]?.headers['checkout-nonce']);
  });

  it('refuses an answer whose signature does not hold, whatever it says', async () => {
    const client = createPaytrailClient({ baseUrl: 'https://services.paytrail.test', account, secret, fetch: paymentService('someone else').fetchImpl });
    await expect(client.createPayment(request)).rejects.toThrow(PaytrailError);
  });

  it('reports a refusal of the service as an error', async () => {
    const client = createPaytrailClient({ baseUrl: 'https://services.paytrail.test', account, secret: 'wrong secret', fetch: paymentService().fetchImpl });
    // The service refuses the request's signature (401) and signs its answer with the real secret.
    await expect(client.createPayment(request)).rejects.toThrow(PaytrailError);
  });

  it('gives up when the service does not answer in time, and stops the request', async () => {
    let stopped = false;
    const silent = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          stopped = true;
          reject(init.signal?.reason);
        });
      })) as typeof fetch;
    const client = createPaytrailClient({ baseUrl: 'https://services.paytrail.test', account, secret, fetch: silent, timeoutMs: 50 });
    await expect(client.createPayment(request)).rejects.toThrow(new PaytrailError('The payment service did not answer in time'));
    expect(stopped).toBe(true);
  });

  it('answers within ten seconds by default, before the portal gives up at fifteen', () => {
    expect(PAYTRAIL_TIMEOUT_MS).toBe(10_000);
  });
});
