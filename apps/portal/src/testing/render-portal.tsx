import type { SessionState } from '@portal/shared/contracts';
import {
  createMemoryTracker,
  createNoopReporter,
  ErrorReporterProvider,
  SessionProvider,
  TrackerProvider,
} from '@portal/shared/data-access';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalContext } from '../app/portal-context';
import { buildRoutes } from '../app/routes';
import type { BrandConfig } from '../config/brand-config';
import { brandConfigFor } from '../config/brands';
import type { PortalEnv } from '../config/portal-env';

interface Options {
  brand?: PortalEnv['brand'];
  /** Changes to the brand's configuration, e.g. another customer service number. */
  brandOverrides?: Partial<BrandConfig>;
  session?: SessionState | null;
}

/** The whole portal in a memory router, with the providers main.tsx sets up. */
export function renderPortal(path: string, { brand: brandName = 'general', brandOverrides = {}, session = null }: Options = {}) {
  const env: PortalEnv = { brand: brandName, environment: 'development' };
  const brand: BrandConfig = { ...brandConfigFor(env), ...brandOverrides };
  const router = createMemoryRouter(buildRoutes(brand), { initialEntries: [path] });
  const tracker = createMemoryTracker();
  const result = render(
    <PortalContext value={{ env, brand, pseudoLocale: false }}>
      <ErrorReporterProvider reporter={createNoopReporter()}>
        <TrackerProvider tracker={tracker}>
          <SessionProvider session={session}>
            <ToastProvider queue={createToastQueue()}>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionProvider>
        </TrackerProvider>
      </ErrorReporterProvider>
    </PortalContext>,
  );
  return { ...result, router, tracker };
}
