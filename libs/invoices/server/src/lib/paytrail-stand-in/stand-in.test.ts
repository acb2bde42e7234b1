import { inProcessFetch } from '@portal/shared/server';
import { paytrailTestMerchant } from '../paytrail/paytrail-config';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { examplePaymentRequest } from '../../testing/invoice-fixtures';
import type { PaytrailPayment, PaytrailPaymentRequest } from '../paytrail/client';
import { createPaytrailClient } from '../paytrail/client';
import { hasValidSignature } from '../paytrail/signature';
import { registerPaytrailStandIn } from './stand-in';

const { account, secret } = paytrailTestMerchant;
const origin = 'http://localhost:4200';

// Addresses with a query and a path of their own: the stand-in adds its query after theirs.
const request: PaytrailPaymentRequest = {
  ...examplePaymentRequest(origin),
  redirectUrls: { success: `${origin}/fi/maksu/1001?from=paytrail`, cancel: `${origin}/fi/maksu/1001/peruttu` },
  callbackUrls: { success: `${origin}/api/payments/callback/success`, cancel: `${origin}/api/payments/callback/cancel` },
};

/** The real client's `fetch`, answered by `app.inject` instead of the network. */
const injectFetch = (app: FastifyInstance) => inProcessFetch(app, origin, '/paytrail-stand-in');

async function standIn(clientSecret = secret, clock = { now: new Date() }) {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const deliveries: string[] = [];
  let onDelivery: () => void = () => undefined;
  const deliverCallback = jest.fn(async (url: string) => {
    deliveries.push(url);
    onDelivery();
  });
  registerPaytrailStandIn(app, { account, secret, publicOrigin: origin, deliverCallback, callbackRepeatDelayMs: 10, now: () => clock.now });
  await app.ready();
  const client = createPaytrailClient({ baseUrl: `${origin}/paytrail-stand-in`, account, secret: clientSecret, fetch: injectFetch(app), now: () => clock.now });
  /** Resolves once `count` callbacks have been delivered. */
  const delivered = (count: number) =>
    new Promise<void>((resolve) => {
      onDelivery = () => {
        if (deliveries.length >= count) resolve();
      };
      onDelivery();
    });
  return { app, client, deliveries, deliverCallback, delivered };
}

function form(fields: Record<string, string>) {
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() };
}

function tokenOf(payment: PaytrailPayment): string {
  const value = payment.providers[0]?.parameters.find((parameter) => parameter.name === 'transaction')?.value;
  if (!value) throw new Error('The provider carries no transaction token');
  return value;
}

function signedQuery(location: string | undefined) {
  const url = new URL(location ?? '');
  const params = Object.fromEntries(url.searchParams.entries());
  return { url, params, valid: hasValidSignature(secret, params, '', params['signature']) };
}

describe('the Paytrail stand-in', () => {
  let apps: FastifyInstance[] = [];
  async function started(clientSecret?: string, clock?: { now: Date }) {
    const made = await standIn(clientSecret, clock);
    apps.push(made.app);
    return made;
  }
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  it('creates a payment that the real client accepts, with three providers carrying a token', async () => {
    const { client } = await started();
    const payment = await client.createPayment(request);
    expect(payment.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment.providers.map((provider) => [provider.id, provider.group])).toEqual([
      ['osuuspankki', 'bank'],
      ['nordea', 'bank'],
      ['creditcard', 'creditcard'],
    ]);
    expect(payment.providers[1]).toMatchObject({
      url: `${origin}/paytrail-stand-in/pay/nordea`,
      svg: `${origin}/paytrail-stand-in/providers/nordea.svg`,
      icon: `${origin}/paytrail-stand-in/providers/nordea.svg`,
    });
    expect(payment.terms).toBe(`Jatkamalla hyväksyt <a href="${origin}/paytrail-stand-in/terms/fi">maksupalvelun ehdot</a>.`);
    expect(payment.href).toContain(`${origin}/paytrail-stand-in/pay?transaction=`);
  });

  it('refuses a request signed with another secret (401), signing the refusal with its own', async () => {
    const { app } = await started();
    const answers: Response[] = [];
    const send = injectFetch(app);
    const recording: typeof fetch = async (input, init) => {
      const response = await send(input, init);
      answers.push(response.clone());
      return response;
    };
    const client = createPaytrailClient({ baseUrl: `${origin}/paytrail-stand-in`, account, secret: 'wrong secret', fetch: recording });
    await expect(client.createPayment(request)).rejects.toMatchObject({ name: 'PaytrailError', status: 401 });
    const [answer] = answers;
    const body = (await answer?.text()) ?? '';
    const headers = Object.fromEntries(answer?.headers.entries() ?? []);
    expect(JSON.parse(body)).toEqual({ status: 'error', message: 'Invalid signature' });
    expect(headers['cache-control']).toBe('no-store');
    expect(hasValidSignature(secret, headers, body, headers['signature'])).toBe(true);
  });

  it('refuses another merchant account (401)', async () => {
    const { app } = await started();
    const client = createPaytrailClient({ baseUrl: `${origin}/paytrail-stand-in`, account: '695861', secret, fetch: injectFetch(app) });
    await expect(client.createPayment(request)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a stale timestamp', async () => {
    const { app } = await started();
    const client = createPaytrailClient({ baseUrl: `${origin}/paytrail-stand-in`, account, secret, fetch: injectFetch(app), now: () => new Date(Date.now() - 10 * 60 * 1000) });
    await expect(client.createPayment(request)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an amount that is not the total of the items (400)', async () => {
    const { client } = await started();
    await expect(client.createPayment({ ...request, amount: 4551 })).rejects.toMatchObject({ name: 'PaytrailError', status: 400 });
  });

  it('lists the providers on the payment\'s own page (href)', async () => {
    const { app, client } = await started();
    const payment = await client.createPayment({ ...request, language: 'EN' });
    const href = new URL(payment.href);
    const response = await app.inject({ method: 'GET', url: `${href.pathname}${href.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Choose a payment method</h1>');
    expect(response.body.match(/<form method="post" action="http:\/\/localhost:4200\/paytrail-stand-in\/pay\/\w+">/g)).toHaveLength(3);
  });

  it('serves the provider tiles as SVG', async () => {
    const { app } = await started();
    const response = await app.inject({ method: 'GET', url: '/paytrail-stand-in/providers/osuuspankki.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<title id="title">OP</title>');
  });

  it('shows the provider page with four choices in the payment language', async () => {
    const { app, client } = await started();
    const payment = await client.createPayment({ ...request, language: 'SV' });
    const response = await app.inject({ method: 'POST', url: '/paytrail-stand-in/pay/nordea', ...form({ transaction: tokenOf(payment) }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('<h1>Betala: Nordea</h1>');
    expect(page).toContain('action="/paytrail-stand-in/pay/nordea/complete"');
    expect(page).not.toContain('<script');
    const buttons = [...page.matchAll(/<button type="submit" name="status" value="(\w+)"[^>]*>([^<]+)<\/button>/g)].map((match) => [match[1], match[2]]);
    expect(buttons).toEqual([
      ['ok', 'Betala 45,50\u00a0€'],
      ['fail', 'Avbryt betalningen'],
      ['pending', 'Låt betalningen vänta'],
      ['delayed', 'Fördröjd betalning (bekräftas senare)'],
    ]);
  });

  it('redirects a paid payment to the success URL with a signed result and calls back twice', async () => {
    const { app, client, deliveries, delivered } = await started();
    const payment = await client.createPayment(request);
    const response = await app.inject({ method: 'POST', url: '/paytrail-stand-in/pay/osuuspankki/complete', ...form({ transaction: tokenOf(payment), status: 'ok' }) });
    expect(response.statusCode).toBe(303);
    const redirect = signedQuery(response.headers.location);
    expect(redirect.valid).toBe(true);
    expect(`${redirect.url.origin}${redirect.url.pathname}`).toBe(`${origin}/fi/maksu/1001`);
    expect(redirect.params).toMatchObject({
      from: 'paytrail',
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-status': 'ok',
      'checkout-amount': '4550',
      'checkout-stamp': request.stamp,
      'checkout-reference': '1001',
      'checkout-transaction-id': payment.transactionId,
      'checkout-provider': 'osuuspankki',
    });

    expect(deliveries).toHaveLength(1);
    const callback = signedQuery(deliveries[0]);
    expect(callback.valid).toBe(true);
    expect(callback.url.pathname).toBe('/api/payments/callback/success');
    expect(callback.params['checkout-status']).toBe('ok');
    await delivered(2);
    expect(deliveries[1]).toBe(deliveries[0]);
  });

  it('redirects a cancelled payment to the cancel URL and calls back once', async () => {
    const { app, client, deliveries } = await started();
    const payment = await client.createPayment(request);
    const response = await app.inject({ method: 'POST', url: '/paytrail-stand-in/pay/creditcard/complete', ...form({ transaction: tokenOf(payment), status: 'fail' }) });
    expect(response.statusCode).toBe(303);
    const redirect = signedQuery(response.headers.location);
    expect(redirect.valid).toBe(true);
    expect(redirect.url.pathname).toBe('/fi/maksu/1001/peruttu');
    expect(redirect.params['checkout-status']).toBe('fail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deliveries).toHaveLength(1);
    expect(new URL(deliveries[0] ?? '').pathname).toBe('/api/payments/callback/cancel');
  });

  it('redirects even when the callback cannot be delivered', async () => {
    const { app, client, deliverCallback } = await started();
    deliverCallback.mockRejectedValue(new Error('connection refused'));
    const payment = await client.createPayment(request);
    const response = await app.inject({ method: 'POST', url: '/paytrail-stand-in/pay/nordea/complete', ...form({ transaction: tokenOf(payment), status: 'pending' }) });
    expect(response.statusCode).toBe(303);
    expect(signedQuery(response.headers.location).params['checkout-status']).toBe('pending');
  });

  it('refuses a token that has expired', async () => {
    const clock = { now: new Date('2026-11-24T10:00:00Z') };
    const { app, client } = await started(secret, clock);
    const token = tokenOf(await client.createPayment(request));
    clock.now = new Date('2026-11-24T11:00:01Z');
    const response = await app.inject({ method: 'POST', url: '/paytrail-stand-in/pay/nordea', ...form({ transaction: token }) });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a forged token with a 400 page', async () => {
    const { app, client } = await started();
    const [encoded, mac] = tokenOf(await client.createPayment(request)).split('.');
    const transaction = JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...transaction, amount: 1 })).toString('base64url')}.${mac ?? ''}`;
    for (const url of ['/paytrail-stand-in/pay/nordea', '/paytrail-stand-in/pay/nordea/complete']) {
      const response = await app.inject({ method: 'POST', url, ...form({ transaction: forged, status: 'ok' }) });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1 lang="fi">Maksua ei voi jatkaa</h1>');
    }
  });
});
