import type { AnonymousSession, SessionResponse, SessionState, SessionUser, SignedInSession } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import { IntlWrapper } from '@portal/shared/i18n/testing';
import type { BrandCapabilities } from '@portal/shared/util';
import { capabilitiesOf } from '@portal/shared/util';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiClient } from './lib/api-client';
import { createSessionApiClient } from './lib/session/api-and-session';
import { ApiClientProvider } from './lib/api-client-context';
import type { PortalBrand } from './lib/brand-context';
import { BrandProvider } from './lib/brand-context';
import { ErrorReporterProvider } from './lib/error-reporter-context';
import type { ErrorReporter } from './lib/error-reporting';
import { createNoopReporter } from './lib/error-reporting';
import { SessionProvider } from './lib/session/session-context';
import type { SessionStore } from './lib/session/session-store';
import { createSessionStore } from './lib/session/session-store';
import { TrackerProvider } from './lib/tracker-context';
import type { MemoryTracker } from './lib/tracking';
import { createMemoryTracker } from './lib/tracking';

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

/** The signed-in person, acting for themself. */
export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    language: 'fi',
    isRegistered: true,
    actingFor: null,
    ...overrides,
  };
}

/** `GET /api/session` for a signed-in visitor: aSession() with aUser(). */
export function aSignedInSession(
  overrides: Partial<SessionState> = {},
  user: Partial<SessionUser> = {},
): SignedInSession {
  return { ...aSession(overrides), isSessionValid: true, user: aUser(user) };
}

/** `GET /api/session` for a visitor without a session ('none'; 'expired' when one ran out). */
export function anAnonymousSession(overrides: Partial<Omit<AnonymousSession, 'isSessionValid'>> = {}): AnonymousSession {
  return {
    isSessionValid: false,
    reason: 'none',
    environment: 'development',
    features: [],
    lang: 'fi',
    authTokenTimeout: { value: 30, unit: 'minutes' },
    ...overrides,
  };
}

/** What a test may give as the session: a whole answer, a bare SessionState (aUser() is added) or null. */
export type SessionInput = SessionResponse | SessionState | null;

export function toSessionResponse(session: SessionInput): SessionResponse {
  if (session === null) return anAnonymousSession();
  if ('user' in session || 'reason' in session) return session;
  return { ...session, isSessionValid: true, user: aUser() };
}

/** A store that is ready with `session` at once; refresh() answers the same again. */
export function aSessionStore(session: SessionInput = null): SessionStore {
  const response = toSessionResponse(session);
  return createSessionStore(() => Promise.resolve(response), { initial: response });
}

/** Each brand's settings besides its capabilities, as apps/portal's brands.ts gives them (names, numbers). */
const brandSettings: Record<PortalBrand['brand'], Omit<PortalBrand, 'brand' | keyof BrandCapabilities>> = {
  general: {
    name: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' },
    customerServicePhone: '010 380 3838',
  },
  children: {
    name: { fi: 'Kajo Lapset', sv: 'Kajo Barn', en: 'Kajo Kids' },
    customerServicePhone: '010 380 3939',
    termsLanguage: 'fi',
    merger: { with: { fi: 'Kajo', sv: 'Kajo', en: 'Kajo' }, on: '2025-06-01' },
  },
};

/** The brand as the app hands it to pages: its settings above and its capabilities (libs/shared/util). */
export function aBrand(brand: PortalBrand['brand'] = 'general', overrides: Partial<PortalBrand> = {}): PortalBrand {
  return { brand, ...brandSettings[brand], ...capabilitiesOf(brand), ...overrides };
}

const unansweredFetch: typeof globalThis.fetch = (input) =>
  Promise.reject(new Error(`renderWithProviders: no fetch given for ${String(input)}; pass one to answer API calls`));

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  lang?: Lang;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is rendered at, e.g. '/visits/:visitId'. */
  path?: string;
  /** Other routes beside the element's, e.g. where a link or redirect leads. */
  routes?: RouteObject[];
  /** The session the page sees; anonymous (reason 'none') by default. Ignored with `sessionStore`. */
  session?: SessionInput;
  /** A store of one's own, e.g. createSessionStore() with a fetch to test loading and refresh. */
  sessionStore?: SessionStore;
  /** Answers the API client's calls (its csrf token comes from the session). */
  fetch?: typeof globalThis.fetch;
  /** An API client of one's own instead. */
  api?: ApiClient;
  brand?: PortalBrand;
  /** Records what was tracked; read `tracker.entries`. */
  tracker?: MemoryTracker;
  reporter?: ErrorReporter;
}

export type ProvidersRenderResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  tracker: MemoryTracker;
  reporter: ErrorReporter;
  sessionStore: SessionStore;
  api: ApiClient;
};

/**
 * Renders `ui` the way the portal does: intl, brand, session, API client, tracking, error
 * reporting and a memory data router (so loaders, `useNavigate` and `useParams` work), with the
 * element at `path`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    lang = 'en',
    route = '/',
    path = '*',
    routes = [],
    session = null,
    sessionStore = aSessionStore(session),
    fetch = unansweredFetch,
    api = createSessionApiClient(sessionStore, { fetch }),
    brand = aBrand(),
    tracker = createMemoryTracker(),
    reporter = createNoopReporter(),
    ...renderOptions
  }: ProvidersOptions = {},
): ProvidersRenderResult {
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlWrapper lang={lang}>
        <BrandProvider brand={brand}>
          <ErrorReporterProvider reporter={reporter}>
            <TrackerProvider tracker={tracker}>
              <SessionProvider store={sessionStore}>
                <ApiClientProvider client={api}>{children}</ApiClientProvider>
              </SessionProvider>
            </TrackerProvider>
          </ErrorReporterProvider>
        </BrandProvider>
      </IntlWrapper>
    );
  }
  const result = render(<RouterProvider router={router} />, { ...renderOptions, wrapper: Providers });
  return { ...result, router, tracker, reporter, sessionStore, api };
}

/** A JSON answer for a fetch mock, e.g. `jest.fn().mockResolvedValue(jsonResponse(anAnonymousSession()))`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/**
 * A fetch for renderWithProviders that answers by `METHOD /api/path` (without the query) and
 * records every call; an unexpected call fails the test with its address.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    // Path parameters arrive percent-encoded (a comma as %2C), as the server decodes them.
    const path = decodeURIComponent(url.pathname);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${path}`);
    return handler({ url, body });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const answer =
  (body: unknown, status = 200): Handler =>
  () =>
    jsonResponse(body, status);

/** A call that never answers, to see the loading state. */
export const never: Handler = () => new Promise<Response>(() => undefined);

/** fetch itself failing, as when offline. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

export interface RenderPageOptions {
  /** `METHOD /api/path` → handler. */
  handlers: Record<string, Handler>;
  route: string;
  /** The route pattern of the page, e.g. '/en/visits/:visitId'. */
  path: string;
  lang?: Lang;
  /** Render the whole tree in StrictMode, which runs every effect twice on mount. */
  strict?: boolean;
  /** The general brand unless given. */
  brand?: PortalBrand;
  /** The signed-in session (a guardian acting for a child, say); aSignedInSession() in `lang` unless given. */
  session?: SignedInSession;
}

/**
 * A section's page for a signed-in patient, with a fake API answering `handlers` (read `calls`),
 * the design system's links navigating in the memory router and a `user` to act with. Any other
 * route shows 'Another page'.
 */
export function renderPage(page: ReactElement, { handlers, route, path, lang = 'en', strict = false, brand = aBrand(), session }: RenderPageOptions) {
  const api = mockApi(handlers);
  const result = renderWithProviders(page, {
    lang,
    route,
    path,
    // A test's stand-in for the rest of the portal, not a text the patient sees.
    routes: [{ path: '*', element: <p>Another page</p> }],
    fetch: api.fetch,
    session: session ?? aSignedInSession({ lang }),
    reactStrictMode: strict,
    brand,
  });
  return { ...result, calls: api.calls, user: userEvent.setup({ delay: null }) };
}

/**
 * XMLHttpRequest as upload tests drive it (`putUpload` sends with it for its progress events):
 * each sent request waits for the test to report progress or answer. `installFakeXhr()` in a
 * describe block's scope swaps it in for each test.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status = 200) {
    this.status = status;
    act(() => this.onload?.());
  }
}

export function installFakeXhr(): void {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });
}
export { clearPrefetched } from './lib/prefetch';
