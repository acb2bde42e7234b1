import type { SessionState } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { IntlWrapper } from '@portal/shared/i18n/testing';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorReporterProvider } from './lib/error-reporter-context';
import type { ErrorReporter } from './lib/error-reporting';
import { createNoopReporter } from './lib/error-reporting';
import { SessionProvider } from './lib/session-context';
import { TrackerProvider } from './lib/tracker-context';
import type { MemoryTracker } from './lib/tracking';
import { createMemoryTracker } from './lib/tracking';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  lang?: Lang;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is rendered at, e.g. '/visits/:visitId'. */
  path?: string;
  session?: SessionState | null;
  /** Records what was tracked; read `tracker.entries`. */
  tracker?: MemoryTracker;
  reporter?: ErrorReporter;
}

export type ProvidersRenderResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  tracker: MemoryTracker;
  reporter: ErrorReporter;
};

/**
 * Renders `ui` the way the portal does: intl, session, tracking, error reporting and a memory
 * data router (so loaders, `useNavigate` and `useParams` work), with the element at `path`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    lang = 'en',
    route = '/',
    path = '*',
    session = null,
    tracker = createMemoryTracker(),
    reporter = createNoopReporter(),
    ...renderOptions
  }: ProvidersOptions = {},
): ProvidersRenderResult {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlWrapper lang={lang}>
        <ErrorReporterProvider reporter={reporter}>
          <TrackerProvider tracker={tracker}>
            <SessionProvider session={session}>{children}</SessionProvider>
          </TrackerProvider>
        </ErrorReporterProvider>
      </IntlWrapper>
    );
  }
  const result = render(<RouterProvider router={router} />, { ...renderOptions, wrapper: Providers });
  return { ...result, router, tracker, reporter };
}

/** A valid logged-in session; override what the test is about. */
export function aSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    environment: 'development',
    csrfToken: 'test-csrf-token-0123456789abcdef',
    features: [],
    healthCareType: 'private',
    isSessionValid: true,
    sessionScope: 'default',
    lang: 'fi',
    sessionExpires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    authTokenTimeout: { value: 30, unit: 'minutes' },
    ...overrides,
  };
}
