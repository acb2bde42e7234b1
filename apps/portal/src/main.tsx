import {
  BROWSER_ERRORS_ENDPOINT,
  createApiAndSession,
  createBeaconReporter,
  createConsoleReporter,
  createTracker,
  measureWebVitalsAfterLoad,
} from '@portal/shared/data-access';
import { createToastQueue } from '@portal/shared/ui';
import '@portal/shared/ui/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchPageData, preloadFirstPage } from './app/page-data';
import { PortalProviders } from './app/portal-providers';
import { buildRoutes, firstSegment, PortalRoutes, routesForSegment } from './app/routes';
import { trackStrongAuthLogin } from './app/session/strong-auth-cookie';
import type { BrandConfig } from './config/brand-config';
import type { PortalEnv } from './config/portal-env';

// The build's environment and brand configuration, validated by vite.config.mts before it
// writes them in: a bad variable or a broken brand stops the build, not a patient's page.
declare const __PORTAL_ENV__: PortalEnv;
declare const __PORTAL_BRAND__: BrandConfig;

const root = document.getElementById('root');
if (!root) throw new Error('The page lacks #root');

const env = __PORTAL_ENV__;
const brand = __PORTAL_BRAND__;

// Development only: ?pseudo-locale shows every text in the pseudo-locale to spot hard-coded ones.
// The environment is read as the build's constant (vite.config.mts), so production builds drop it.
const pseudoLocale =
  __PORTAL_ENV__.environment === 'development' && new URLSearchParams(window.location.search).has('pseudo-locale');

// The session is asked for now, before React renders, so that its answer travels while the first
// page's code and catalog load. The API client takes its csrf token from it and moves its expiry.
const { api, sessionStore } = createApiAndSession();
const sessionLoaded = sessionStore.load();

const tracker = createTracker();
// Once per start, outside React: StrictMode's repeated effects must not count a sign-in twice.
trackStrongAuthLogin(tracker);

const routes = buildRoutes(brand);
// The page's code and data start loading before React renders: a public page's code at once, any
// other page's, and the data, as soon as the session's answer says which page this visitor sees.
const address = { pathname: window.location.pathname, search: window.location.search };
const candidates = routesForSegment(routes, firstSegment(address.pathname));
preloadFirstPage(candidates, address, sessionLoaded, sessionStore);
prefetchPageData(candidates, address, sessionLoaded, sessionStore, api);
const services = {
  portal: { env, brand, pseudoLocale },
  // The console in development; in production a beacon to the API's collector, on this origin.
  // Chosen by the build's constant, so that production's JavaScript carries the beacon alone.
  reporter: __PORTAL_ENV__.environment === 'development' ? createConsoleReporter() : createBeaconReporter(BROWSER_ERRORS_ENDPOINT),
  tracker,
  sessionStore,
  api,
  toasts: createToastQueue(),
};

// As a transition, so that React renders the first page in slices and yields to the browser
// between them, instead of holding the main thread for the whole tree.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <PortalProviders services={services}>
        <BrowserRouter>
          <PortalRoutes routes={routes} />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  ),
);

// The Core Web Vitals of this visit, named by the route pattern the address matched, measured once
// the page has loaded: sent to the API in production, written to the console in development.
measureWebVitalsAfterLoad({ environment: __PORTAL_ENV__.environment, routes: candidates, pathname: address.pathname });
