import type { LightMyRequestResponse } from 'fastify';
import type { TestBrowser } from './test-browser';
import { interactionAction, locationOf } from './test-browser';

export interface SignInOptions {
  ssn: string;
  firstName?: string;
  lastName?: string;
  lang?: 'fi' | 'sv' | 'en';
  next?: string;
  acr?: string;
  mode?: 'self' | 'mandate';
}

/**
 * Walks the strong sign-in as a browser does: /oauth/authenticate, the identity provider's page,
 * the login form, back to /oauth/callback. Returns the callback's answer (a redirect).
 */
export async function signIn(browser: TestBrowser, options: SignInOptions): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    lang: options.lang ?? 'en',
    ...(options.next === undefined ? {} : { next: options.next }),
    acr_values: options.acr ?? 'nordea',
    mode: options.mode ?? 'self',
  });
  const start = await browser.request('GET', `/oauth/authenticate?${query}`);
  if (start.statusCode !== 302) throw new Error(`authenticate answered ${start.statusCode}: ${start.body}`);
  const { response: page } = await browser.follow(start);
  if (page.statusCode !== 200) throw new Error(`identity provider answered ${page.statusCode}: ${page.body}`);
  const action = interactionAction(page.body);
  const submitted = await browser.request('POST', `${action}/login`, {
    form: { ssn: options.ssn, firstName: options.firstName ?? 'Testi', lastName: options.lastName ?? 'Testaaja' },
  });
  // Through oidc-provider's resume endpoint until our callback answers.
  let current = submitted;
  for (let step = 0; step < 5 && !locationOf(current).includes('/oauth/callback'); step++) {
    if (current.statusCode < 300 || current.statusCode >= 400) throw new Error(`sign-in stopped at ${current.statusCode}: ${current.body.slice(0, 300)}`);
    current = await browser.request('GET', locationOf(current));
  }
  return browser.request('GET', locationOf(current));
}
