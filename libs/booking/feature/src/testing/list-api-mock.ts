import { jsonResponse } from '@portal/shared/data-access/testing';

export type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/**
 * A fetch for renderWithProviders that answers by `METHOD /api/path` (without the query) and
 * records every call; an unexpected call fails the test with its address.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    // Path parameters arrive percent-encoded (a comma as %2C), as the server decodes them.
    const path = decodeURIComponent(url.pathname);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${path}`);
    return handler({ url, body });
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const answer = (body: unknown, status = 200): Handler => () => jsonResponse(body, status);

/** A call that never answers, to see the loading state. */
export const never: Handler = () => new Promise<Response>(() => undefined);

/** fetch itself failing, as when offline. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));
