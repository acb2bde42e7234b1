import type { SessionStore } from '@portal/shared/data-access';
import { createMemoryTracker, createNoopReporter, createSessionApiClient } from '@portal/shared/data-access';
import type { SessionInput } from '@portal/shared/data-access/testing';
import { aSessionStore } from '@portal/shared/data-access/testing';
import { createToastQueue } from '@portal/shared/ui';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { MemoryRouter, useLocation } from 'react-router';
import { PortalProviders } from '../app/portal-providers';
import { buildRoutes, PortalRoutes } from '../app/routes';
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

/** Keeps the router's current location where the test can read it. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * The whole portal in a memory router, with the providers main.tsx sets up. Rendered in an awaited
 * act: the first render suspends on the language's catalog and the page's code, and React only
 * picks up what an awaited act waited for.
 */
export async function renderPortal(
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
  let current: Location | undefined;
  const tracker = createMemoryTracker();
  const reporter = createNoopReporter();
  const toasts = createToastQueue();
  const api = createSessionApiClient(sessionStore, { fetch });
  const routes = buildRoutes(brand);
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <PortalProviders services={{ portal: { env, brand, pseudoLocale: false }, reporter, tracker, sessionStore, api, toasts }}>
        <MemoryRouter initialEntries={[path]}>
          <PortalRoutes routes={routes} />
          <LocationProbe onLocation={(location) => (current = location)} />
        </MemoryRouter>
      </PortalProviders>,
    );
  });
  if (!result) throw new Error('renderPortal: nothing rendered');
  /** The address the portal is at now, as `pathname` and `search`. */
  const location = (): Location => {
    if (!current) throw new Error('renderPortal: the router has not rendered');
    return current;
  };
  return { ...result, location, tracker, reporter, toasts };
}

/**
 * Clicks a link or button that leads to another page. The click is wrapped in an awaited act,
 * as the first render is: the next page suspends on its code (and, in another language, on its
 * catalog), and React only picks up what an awaited act waited for.
 */
export async function navigateByClick(element: Element): Promise<void> {
  await act(() => userEvent.click(element));
}
