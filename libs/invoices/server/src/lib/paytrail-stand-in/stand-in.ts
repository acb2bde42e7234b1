import { randomUUID } from 'node:crypto';
import { isLanguage } from '@portal/shared/util';
import { prepareStandIn } from '@portal/shared/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasValidSignature, paytrailSignature, SIGNATURE_ALGORITHM } from '../paytrail/signature';
import { invalidPage, languageOf, methodsPage, providerPage, termsPage, termsSentence, text } from './pages';
import { isRecord, readPaymentRequest } from './payment-request';
import type { StandInProvider } from './providers';
import { findProvider, providerSvg, standInProviders } from './providers';
import type { StandInTransaction } from './tokens';
import { readTransaction, signTransaction, TRANSACTION_LIFETIME_MS } from './tokens';
import { PAYTRAIL_STAND_IN_PREFIX } from '../paytrail/paytrail-config';

export interface PaytrailStandInOptions {
  /** Merchant account id, e.g. '375917'. */
  account: string;
  /** Merchant secret, e.g. 'SAIPPUAKAUPPIAS'. */
  secret: string;
  /** The origin the browser sees, e.g. 'http://localhost:4200'; the pages live under `${publicOrigin}/paytrail-stand-in`. */
  publicOrigin: string;
  /** Delivers a server-to-server callback (GET of the signed callback URL). The API passes an in-process delivery. */
  deliverCallback(url: string): Promise<void>;
  now?: () => Date;
  /** How long after a successful payment its callback comes a second time; 2 s unless a test wants it sooner. */
  callbackRepeatDelayMs?: number;
}

const PREFIX = PAYTRAIL_STAND_IN_PREFIX;
/** How far a request's `checkout-timestamp` may be from our clock, as Paytrail allows for skew. */
const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

type Outcome = 'ok' | 'fail' | 'pending' | 'delayed';
const outcomes: readonly Outcome[] = ['ok', 'fail', 'pending', 'delayed'];

function formField(body: unknown, name: string): string {
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** `url` with `query` added after any query it has, before any fragment. */
function withQuery(url: string, query: string): string {
  const target = new URL(url);
  target.search = target.search ? `${target.search}&${query}` : `?${query}`;
  return target.toString();
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * A local stand-in for Paytrail's Payment API for development and tests: the same signed
 * create-payment call, provider pages where the payer picks the outcome, and Paytrail's signed
 * redirect and callback. It keeps no state: a payment's details travel in a signed token.
 */
export function registerPaytrailStandIn(app: FastifyInstance, options: PaytrailStandInOptions): void {
  const now = options.now ?? (() => new Date());
  const origin = options.publicOrigin.replace(/\/+$/, '');
  const repeatDelay = options.callbackRepeatDelayMs ?? 2000;
  const termsUrl = (lang: string) => `${origin}${PREFIX}/terms/${lang}`;
  const svgUrl = (provider: StandInProvider) => `${origin}${PREFIX}/providers/${provider.id}.svg`;

  function providersFor(token: string) {
    return standInProviders.map((provider) => ({
      url: `${origin}${PREFIX}/pay/${provider.id}`,
      icon: svgUrl(provider),
      svg: svgUrl(provider),
      name: provider.name,
      group: provider.group,
      id: provider.id,
      parameters: [{ name: 'transaction', value: token }],
    }));
  }

  /** Paytrail signs every answer, errors too: the answer headers and the exact body text. */
  function answer(reply: FastifyReply, status: number, value: object): FastifyReply {
    const body = JSON.stringify(value);
    const headers = { 'checkout-account': options.account, 'checkout-algorithm': SIGNATURE_ALGORITHM, 'checkout-request-id': randomUUID() };
    return reply
      .code(status)
      .headers({ ...headers, signature: paytrailSignature(options.secret, headers, body) })
      .type('application/json; charset=utf-8')
      .send(body);
  }

  // What the request headers must hold besides a valid signature; the message of a 401 otherwise.
  function headerProblem(headers: Record<string, string>): string | undefined {
    if (headers['checkout-account'] !== options.account) return 'Merchant account not found';
    if (headers['checkout-algorithm'] !== SIGNATURE_ALGORITHM) return 'Unsupported checkout-algorithm';
    if (headers['checkout-method'] !== 'POST') return 'checkout-method must be POST';
    if (!headers['checkout-nonce']) return 'checkout-nonce is missing';
    const timestamp = Date.parse(headers['checkout-timestamp'] ?? '');
    if (Number.isNaN(timestamp) || Math.abs(now().getTime() - timestamp) > TIMESTAMP_TOLERANCE_MS) return 'checkout-timestamp is missing or too far from now';
    return undefined;
  }

  void app.register(async (standIn) => {
    prepareStandIn(standIn);

    await standIn.register(async (api) => {
      // The signature covers the body's exact text, so the JSON stays text until it is verified.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

      api.post(`${PREFIX}/payments`, async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if (name.startsWith('checkout-') && typeof value === 'string') headers[name] = value;
        }
        const problem = headerProblem(headers);
        if (problem) return answer(reply, 401, { status: 'error', message: problem });
        const signature = request.headers['signature'];
        if (!hasValidSignature(options.secret, headers, body, typeof signature === 'string' ? signature : undefined)) {
          return answer(reply, 401, { status: 'error', message: 'Invalid signature' });
        }
        const payment = readPaymentRequest(body);
        if (typeof payment === 'string') return answer(reply, 400, { status: 'error', message: payment });

        const transaction: StandInTransaction = {
          transactionId: randomUUID(),
          stamp: payment.stamp,
          reference: payment.reference,
          amount: payment.amount,
          language: payment.language,
          redirectUrls: payment.redirectUrls,
          callbackUrls: payment.callbackUrls,
          expiresAt: now().getTime() + TRANSACTION_LIFETIME_MS,
        };
        const token = signTransaction(options.secret, transaction);
        const lang = languageOf[payment.language];
        const providers = providersFor(token);
        const groups = (['bank', 'creditcard'] as const).map((group) => {
          const first = standInProviders.find((provider) => provider.group === group);
          const icon = first ? svgUrl(first) : '';
          return { id: group, name: text(lang, group), icon, svg: icon };
        });
        return answer(reply, 201, {
          transactionId: transaction.transactionId,
          href: `${origin}${PREFIX}/pay?${new URLSearchParams({ transaction: token }).toString()}`,
          reference: payment.reference,
          terms: termsSentence(lang, termsUrl(lang)),
          groups,
          providers,
        });
      });
    });

    standIn.get<{ Params: { id: string } }>(`${PREFIX}/providers/:id.svg`, async (request, reply) => {
      const provider = findProvider(request.params.id);
      if (!provider) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('image/svg+xml').send(providerSvg(provider));
    });

    standIn.get<{ Params: { lang: string } }>(`${PREFIX}/terms/:lang`, async (request, reply) => {
      const { lang } = request.params;
      return sendPage(reply, 200, termsPage(isLanguage(lang) ? lang : 'fi'));
    });

    // Paytrail's hosted page (the payment's `href`): the methods, each posting the token on.
    standIn.get<{ Querystring: { transaction?: string } }>(`${PREFIX}/pay`, async (request, reply) => {
      const token = request.query.transaction ?? '';
      const transaction = readTransaction(options.secret, token, now());
      if (!transaction) return sendPage(reply, 400, invalidPage());
      const providers = standInProviders.map((provider) => ({ ...provider, url: `${origin}${PREFIX}/pay/${provider.id}`, svg: svgUrl(provider) }));
      return sendPage(reply, 200, methodsPage({ transaction, token, providers, termsUrl: termsUrl(languageOf[transaction.language]) }));
    });

    standIn.post<{ Params: { provider: string } }>(`${PREFIX}/pay/:provider`, async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const token = formField(request.body, 'transaction');
      const transaction = readTransaction(options.secret, token, now());
      if (!provider || !transaction) return sendPage(reply, 400, invalidPage());
      const action = `${PREFIX}/pay/${provider.id}/complete`;
      return sendPage(reply, 200, providerPage({ transaction, token, provider, action }));
    });

    standIn.post<{ Params: { provider: string } }>(`${PREFIX}/pay/:provider/complete`, async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const transaction = readTransaction(options.secret, formField(request.body, 'transaction'), now());
      const status = outcomes.find((outcome) => outcome === formField(request.body, 'status'));
      if (!provider || !transaction || !status) return sendPage(reply, 400, invalidPage());

      // Exactly the parameters of Paytrail's redirect and callback, signed over an empty body.
      const params: Record<string, string> = {
        'checkout-account': options.account,
        'checkout-algorithm': SIGNATURE_ALGORITHM,
        'checkout-amount': String(transaction.amount),
        'checkout-stamp': transaction.stamp,
        'checkout-reference': transaction.reference,
        'checkout-transaction-id': transaction.transactionId,
        'checkout-status': status,
        'checkout-provider': provider.id,
      };
      const query = new URLSearchParams({ ...params, signature: paytrailSignature(options.secret, params, '') }).toString();

      const callbackUrl = withQuery(status === 'ok' ? transaction.callbackUrls.success : transaction.callbackUrls.cancel, query);
      // The callback is the server's business, not the payer's: a failed delivery is logged and
      // the browser is redirected all the same, as with Paytrail.
      const deliver = () => {
        try {
          options.deliverCallback(callbackUrl).catch((error: unknown) => request.log.warn({ err: error }, 'Paytrail stand-in: callback delivery failed'));
        } catch (error) {
          request.log.warn({ err: error }, 'Paytrail stand-in: callback delivery failed');
        }
      };
      deliver();
      // Paytrail may call a successful payment's callback again, late: the portal must take it twice.
      if (status === 'ok') setTimeout(deliver, repeatDelay).unref();

      const redirectUrl = status === 'fail' ? transaction.redirectUrls.cancel : transaction.redirectUrls.success;
      return reply.redirect(withQuery(redirectUrl, query), 303);
    });
  });
}
