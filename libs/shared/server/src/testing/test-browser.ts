import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testOrigin } from './test-app';

/**
 * A browser stand-in for inject(): keeps cookies (by name; the flows under test use distinct
 * names) and sends the same-origin headers a real browser would. Given several apps (API
 * processes on one database), it sends its requests to each in turn, as a load balancer might.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private readonly apps: readonly FastifyInstance[];
  private sent = 0;

  constructor(app: FastifyInstance | readonly FastifyInstance[]) {
    this.apps = Array.isArray(app) ? app : [app as FastifyInstance];
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    options: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, testOrigin);
    const headers: Record<string, string> = {
      host: target.host,
      'x-forwarded-proto': 'http',
      accept: 'text/html,application/json',
      ...(method === 'GET' ? {} : { origin: testOrigin }),
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const app = this.apps[this.sent++ % this.apps.length] as FastifyInstance;
    const response = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers,
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
      ...(options.json === undefined ? {} : { payload: JSON.stringify(options.json) }),
    });
    this.remember(response);
    return response;
  }

  /** Follows redirects (GET) until an answer that is not one; returns it and the last address. */
  async follow(response: LightMyRequestResponse, limit = 10): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = response;
    let url = '';
    for (let step = 0; step < limit && current.statusCode >= 300 && current.statusCode < 400; step++) {
      url = String(current.headers.location);
      if (!url.startsWith('/') && !url.startsWith(testOrigin)) return { response: current, url };
      current = await this.request('GET', url);
    }
    return { response: current, url };
  }
}

export function locationOf(response: LightMyRequestResponse): string {
  return String(response.headers.location ?? '');
}

/** The form's hidden fields and action on the development identity provider's pages. */
export function interactionAction(html: string): string {
  const match = /<form method="post" action="([^"]+)\/login">/.exec(html);
  if (!match?.[1]) throw new Error('No login form on the page');
  return match[1];
}
