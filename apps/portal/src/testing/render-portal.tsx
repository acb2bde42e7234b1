import type { SessionStore } from '@portal/shared/data-access';
import { createApiClient, createMemoryTracker, createNoopReporter } from '@portal/shared/data-access';
import type { SessionInput } from '@portal/shared/data-access/testing';
import { aSessionStore } from '@portal/shared/data-access/testing';
import { createToastQueue } from '@portal/shared/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalProviders } from '../app/portal-providers';
import { buildRoutes } from '../app/routes';
import type { BrandConfig } from '../config/brand-config';
import { brandConfigFor } from '../config/brands';
import type { PortalEnv } from '../config/portal-env';

interface Options {
  brand?: PortalEnv['brand'];
  /** Changes to the brand's configuration, e.g. another customer service number. */
  brandOverrides?: Partial<BrandConfig>;
  /** Anonymous (reason 'none') by default; a bare SessionState gets a user. */
  session?: SessionInput;
  /** A store of one's own, to test loading, failures and refreshes. */
  sessionStore?: SessionStore;
  /** Answers the API client's calls. */
  fetch?: typeof globalThis.fetch;
}

const unansweredFetch: typeof globalThis.fetch = (input) =>
  Promise.reject(new Error(`renderPortal: no fetch given for ${String(input)}`));

/** The whole portal in a memory router, with the providers main.tsx sets up. */
export function renderPortal(
  path: string,
  {
    brand: brandName = 'general',
    brandOverrides = {},
    session = null,
    sessionStore = aSessionStore(session),
    fetch = unansweredFetch,
  }: Options = {},
) {
  const env: PortalEnv = { brand: brandName, environment: 'development' };
  const brand: BrandConfig = { ...brandConfigFor(env), ...brandOverrides };
  const router = createMemoryRouter(buildRoutes(brand), { initialEntries: [path] });
  const tracker = createMemoryTracker();
  const reporter = createNoopReporter();
  const toasts = createToastQueue();
  const api = createApiClient({
    getCsrfToken: () => sessionStore.csrfToken(),
    onSessionExpires: (sessionExpires) => sessionStore.updateSessionExpires(sessionExpires),
    fetch,
  });
  const result = render(
    <PortalProviders services={{ portal: { env, brand, pseudoLocale: false }, reporter, tracker, sessionStore, api, toasts }}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...result, router, tracker, reporter, toasts };
}
