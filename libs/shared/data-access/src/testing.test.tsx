import { SessionResponseSchema, SessionStateSchema } from '@portal/shared/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { FormattedNumber } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import * as v from 'valibot';
import { useApiClient } from './lib/api-client-context';
import { useBrand } from './lib/brand-context';
import { useErrorReporter } from './lib/error-reporter-context';
import type { ErrorReporter } from './lib/error-reporting';
import { useSession, useSessionInfo } from './lib/session/session-context';
import { useTracker } from './lib/tracker-context';
import {
  aBrand,
  anAnonymousSession,
  aSession,
  aSignedInSession,
  aUser,
  answer,
  jsonResponse,
  renderPage,
  renderWithProviders,
  toSessionResponse,
} from './testing';

describe('aSession', () => {
  it('is a valid SessionState', () => {
    const result = v.safeParse(SessionStateSchema, aSession());
    expect(result.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('has the documented defaults', () => {
    const session = aSession();
    expect(session).toMatchObject({
      healthCareType: 'private',
      features: [],
      sessionScope: 'default',
      environment: 'development',
      lang: 'fi',
      isSessionValid: true,
      authTokenTimeout: { value: 30, unit: 'minutes' },
    });
    expect(session.csrfToken).toHaveLength(32);
    const expiresIn = Date.parse(session.sessionExpires) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('takes overrides and stays valid', () => {
    const session = aSession({ features: ['mfa'], healthCareType: 'occupational', lang: 'sv' });
    expect(session).toMatchObject({ features: ['mfa'], healthCareType: 'occupational', lang: 'sv' });
    expect(v.is(SessionStateSchema, session)).toBe(true);
  });
});

describe('session answers', () => {
  it('are valid answers of GET /api/session', () => {
    for (const response of [aSignedInSession(), anAnonymousSession(), anAnonymousSession({ reason: 'expired' })]) {
      expect(v.safeParse(SessionResponseSchema, response).issues).toBeUndefined();
    }
  });

  it('give a signed-in Maija acting for herself by default', () => {
    expect(aSignedInSession().user).toEqual(aUser());
    expect(aUser()).toMatchObject({ firstName: 'Maija', actingFor: null, isRegistered: true });
  });

  it('turn what a test gives into an answer', () => {
    expect(toSessionResponse(null)).toEqual(anAnonymousSession());
    const state = aSession({ lang: 'sv' });
    expect(toSessionResponse(state)).toEqual({ ...state, user: aUser() });
    const expired = anAnonymousSession({ reason: 'expired' });
    expect(toSessionResponse(expired)).toBe(expired);
  });
});

describe('aBrand', () => {
  it('names each brand and links the children’s terms in Finnish', () => {
    expect(aBrand().name.fi).toBe('Kajo');
    expect(aBrand().termsLanguage).toBeUndefined();
    expect(aBrand('children')).toMatchObject({ brand: 'children', name: { sv: 'Kajo Barn' }, termsLanguage: 'fi' });
  });
});

describe('renderWithProviders', () => {
  function Probe() {
    const session = useSession();
    const tracker = useTracker();
    const reporter = useErrorReporter();
    const { visitId } = useParams();
    const location = useLocation();
    useEffect(() => {
      tracker.trackEvent('probe_mounted');
      reporter.report(new Error('probe'), { process: 'test' });
    }, [tracker, reporter]);
    return (
      <div>
        <p>session: {session ? session.healthCareType : 'none'}</p>
        <p>visit: {visitId ?? 'none'}</p>
        <p>location: {location.pathname}</p>
        <p>
          number: <FormattedNumber value={1234.5} />
        </p>
        <Link to="/elsewhere">go</Link>
      </div>
    );
  }

  it('provides intl (English), an anonymous session, a memory tracker and a router at "/" by default', () => {
    const { tracker, router } = renderWithProviders(<Probe />);
    expect(screen.getByText('session: none')).toBeInTheDocument();
    expect(screen.getByText('location: /')).toBeInTheDocument();
    expect(screen.getByText('number: 1,234.5')).toBeInTheDocument();
    expect(tracker.entries).toEqual([{ event: 'probe_mounted' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes the language, session, route and path pattern', () => {
    renderWithProviders(<Probe />, {
      lang: 'fi',
      session: aSession({ healthCareType: 'occupational' }),
      route: '/fi/kaynnit/v-42',
      path: '/fi/kaynnit/:visitId',
    });
    expect(screen.getByText('session: occupational')).toBeInTheDocument();
    expect(screen.getByText('visit: v-42')).toBeInTheDocument();
    // Finnish groups thousands with a (narrow) no-break space and uses a decimal comma.
    expect(screen.getByText(/^number: 1\s234,5$/)).toBeInTheDocument();
  });

  it('passes the given reporter and returns a router that follows navigation', async () => {
    const reporter: ErrorReporter = { report: jest.fn() };
    const { router } = renderWithProviders(<Probe />, { reporter });
    expect(reporter.report).toHaveBeenCalledWith(new Error('probe'), { process: 'test' });

    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('location: /elsewhere')).toBeInTheDocument();
  });

  it('takes a whole session answer, other routes, the brand and a fetch for the API client', async () => {
    function Details() {
      const { response, user } = useSessionInfo();
      const brand = useBrand();
      const api = useApiClient();
      useEffect(() => {
        void api.request({ method: 'GET', path: '/ping' });
      }, [api]);
      return (
        <div>
          <p>reason: {response.isSessionValid ? 'signed in' : response.reason}</p>
          <p>user: {user?.firstName ?? 'nobody'}</p>
          <p>brand: {brand.name.en}</p>
          <Link to="/other">other</Link>
        </div>
      );
    }
    const fetch = jest.fn(() => Promise.resolve(jsonResponse({})));
    renderWithProviders(<Details />, {
      session: anAnonymousSession({ reason: 'expired' }),
      brand: aBrand('children'),
      routes: [{ path: '/other', element: <p>the other page</p> }],
      route: '/here',
      path: '/here',
      fetch,
    });
    expect(screen.getByText('reason: expired')).toBeInTheDocument();
    expect(screen.getByText('user: nobody')).toBeInTheDocument();
    expect(screen.getByText('brand: Kajo Kids')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/ping', expect.anything());
    await userEvent.click(screen.getByRole('link', { name: 'other' }));
    expect(screen.getByText('the other page')).toBeInTheDocument();
  });

  it('gives a bare SessionState a user', () => {
    function Name() {
      return <p>{useSessionInfo().user?.firstName}</p>;
    }
    renderWithProviders(<Name />, { session: aSession() });
    expect(screen.getByText('Maija')).toBeInTheDocument();
  });
});

describe('renderPage', () => {
  function Page() {
    const api = useApiClient();
    const [answered, setAnswered] = useState('');
    useEffect(() => {
      void api.request<{ name: string }>({ method: 'GET', path: '/things', query: { page: 1 } }).then((thing) => setAnswered(thing.name));
    }, [api]);
    return (
      <>
        <p>{`${useSessionInfo().user?.firstName ?? 'nobody'} in ${useParams()['lang'] ?? ''}`}</p>
        <p>{answered}</p>
        <Link to="/fi/muualla">elsewhere</Link>
      </>
    );
  }

  it('shows a page to a signed-in patient with a fake API, whose links (the design system’s are react-router’s) move in the router', async () => {
    const { calls, user, router } = renderPage(<Page />, { handlers: { 'GET /api/things': answer({ name: 'a thing' }) }, route: '/fi/asiat', path: '/:lang/asiat', lang: 'fi' });
    expect(screen.getByText('Maija in fi')).toBeInTheDocument();
    expect(await screen.findByText('a thing')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fi/muualla');
  });
});
