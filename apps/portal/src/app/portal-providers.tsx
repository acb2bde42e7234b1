import type { ApiClient, ErrorReporter, SessionStore, Tracker } from '@portal/shared/data-access';
import {
  ApiClientProvider,
  BrandProvider,
  ErrorReporterProvider,
  SessionProvider,
  TrackerProvider,
} from '@portal/shared/data-access';
import type { ToastQueue } from '@portal/shared/ui';
import { ToastProvider } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import type { PortalContextValue } from './portal-context';
import { PortalContext } from './portal-context';

export interface PortalServices {
  portal: PortalContextValue;
  reporter: ErrorReporter;
  tracker: Tracker;
  sessionStore: SessionStore;
  api: ApiClient;
  toasts: ToastQueue;
}

/** Everything above the router, in one place for main.tsx and the tests' renderPortal. */
export function PortalProviders({ services, children }: { services: PortalServices; children: ReactNode }) {
  const { portal, reporter, tracker, sessionStore, api, toasts } = services;
  return (
    <PortalContext value={portal}>
      {/* Pages in feature libraries get the brand through the shared context (they cannot import the app). */}
      <BrandProvider brand={portal.brand}>
        <ErrorReporterProvider reporter={reporter}>
          <TrackerProvider tracker={tracker}>
            <SessionProvider store={sessionStore}>
              <ApiClientProvider client={api}>
                <ToastProvider queue={toasts}>{children}</ToastProvider>
              </ApiClientProvider>
            </SessionProvider>
          </TrackerProvider>
        </ErrorReporterProvider>
      </BrandProvider>
    </PortalContext>
  );
}
