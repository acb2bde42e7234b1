import type { FastifyInstance } from 'fastify';

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('Unsupported request body for an in-process call');
}

/**
 * `fetch` for the development stand-ins that run in this process (the identity provider, the
 * payment service): a call to one of our own addresses under `prefix` is answered by
 * `app.inject` instead of looping out through the network and the Vite proxy, as the browser's
 * requests do. Anything else goes to the network.
 */
export function inProcessFetch(app: FastifyInstance, publicOrigin: string, prefix: string): typeof fetch {
  const origin = new URL(publicOrigin);
  const base = `${origin.origin}${prefix}`;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${base}/`)) return fetch(input, init);
    const target = new URL(url);
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), host: origin.host, 'x-forwarded-proto': origin.protocol.replace(':', '') },
      payload: bodyText(init?.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}
