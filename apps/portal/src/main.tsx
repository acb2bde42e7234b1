import {
  createErrorReporter,
  createTracker,
  ErrorReporterProvider,
  SessionProvider,
  TrackerProvider,
} from '@portal/shared/data-access';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import '@portal/shared/ui/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PortalContext } from './app/portal-context';
import { buildRoutes } from './app/routes';
import { brandConfigFor } from './config/brands';
import { parsePortalEnv } from './config/portal-env';

declare const __PORTAL_ENV__: unknown;

const root = document.getElementById('root');
if (!root) throw new Error('The page lacks #root');

const env = parsePortalEnv(__PORTAL_ENV__);
const brand = brandConfigFor(env);
document.documentElement.dataset['brand'] = brand.theme.tokens;

// Development only: ?pseudo-locale shows every text in the pseudo-locale to spot hard-coded ones.
const pseudoLocale =
  env.environment === 'development' && new URLSearchParams(window.location.search).has('pseudo-locale');

const router = createBrowserRouter(buildRoutes(brand));
const tracker = createTracker();
const reporter = createErrorReporter({ environment: env.environment });
const toasts = createToastQueue();

createRoot(root).render(
  <StrictMode>
    <PortalContext value={{ env, brand, pseudoLocale }}>
      <ErrorReporterProvider reporter={reporter}>
        <TrackerProvider tracker={tracker}>
          {/* Sign-in arrives with the API server; until then every visitor is anonymous. */}
          <SessionProvider session={null}>
            <ToastProvider queue={toasts}>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionProvider>
        </TrackerProvider>
      </ErrorReporterProvider>
    </PortalContext>
  </StrictMode>,
);
