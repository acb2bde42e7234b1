import { localizedPath } from '@portal/shared/util';
import { featureFlags } from '@portal/shared/contracts';
import type { SessionInput } from '@portal/shared/data-access/testing';
import { createSessionStore } from '@portal/shared/data-access';
import { anAnonymousSession, aSignedInSession } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { defaultRouteAccess, languages, matchRouteTable, pageHandleOf } from '@portal/shared/i18n';
import { screen, waitFor } from '@testing-library/react';
import { navigateByClick, renderPortal as render } from '../testing/render-portal';
import { buildRoutes, featureRoutes, firstSegment, routesForSegment } from './routes';
import { brandConfigFor } from '../config/brands';
import { landingPages } from '../../vite/language-pages';

const signedIn = aSignedInSession({}, { firstName: 'Maija' });

function renderPortal(path: string, { brand = 'general', session = signedIn }: { brand?: 'general' | 'children'; session?: SessionInput } = {}) {
  return render(path, { brand, session });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const where = (at: Awaited<ReturnType<typeof renderPortal>>['location']) => at().pathname + at().search;

describe('portal routes', () => {
  it('sends / to the Finnish front page', async () => {
    const { location: at } = await renderPortal('/');
    expect(await heading('Hei, Maija')).toBeInTheDocument();
    expect(at().pathname).toBe('/fi');
  });

  it.each([
    ['/en/appointments', 'Appointments'],
    ['/fi/ajanvaraukset', 'Ajanvaraukset'],
    ['/sv/tidsbokningar', 'Tidsbokningar'],
    ['/fi/ajanvaraukset/12,13', 'Ajanvaraukset'],
  ])('%s shows its page', async (path, title) => {
    await renderPortal(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  // The spec's list addresses end in an optional id; the list's search is in the query, so the id
  // opens the same list (decision 0050).
  it.each([
    ['/en/anonymous-users/available-appointments/7', null],
    ['/fi/kirjautumattomat-kayttajat/vapaat-ajat/vakuutus/7', null],
    ['/sv/anonyma-anvandare/lediga-tider/kela65/7', null],
    ['/en/available-appointments/7', 'signed-in'],
    ['/fi/vapaat-ajat/vakuutus/7', 'signed-in'],
    ['/en/occupational-healthcare/available-appointments/7', 'signed-in'],
  ] as const)('%s, a list address with the trailing id, opens the list', async (path, access) => {
    const features = ['kela65', 'ohc-appointment-search'] as const;
    const session = access === 'signed-in' ? aSignedInSession({ features: [...features] }, { firstName: 'Maija' }) : anAnonymousSession({ features: [...features] });
    const { location: at } = await renderPortal(path, { session });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not found|ei löytynyt|hittades inte/i })).not.toBeInTheDocument();
    expect(at().pathname).toBe(path);
  });

  it('the language switcher keeps the ids and the query', async () => {
    const { location: at } = await renderPortal('/sv/tidsbokningar/1,2?tab=consent');
    await heading('Tidsbokningar');
    await navigateByClick(screen.getByRole('link', { name: 'In English' }));
    expect(await heading('Appointments')).toBeInTheDocument();
    expect(where(at)).toBe('/en/appointments/1,2?tab=consent');
  });

  it.each([
    ['/fi/ei-ole-olemassa', 'Sivua ei löytynyt', 'Siirry etusivulle', '/fi'],
    ['/sv/finns-inte', 'Sidan hittades inte', 'Gå till startsidan', '/sv'],
    ['/en/no/such/page', 'Page not found', 'Go to the front page', '/en'],
    ['/de/seite', 'Sivua ei löytynyt', 'Siirry etusivulle', '/fi'],
  ])('%s shows the not-found page with a link home, also to anonymous visitors', async (path, title, home, homePath) => {
    await renderPortal(path, { session: null });
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homePath);
  });

  it("the children's brand has no certificates, conversations, questionnaires or employee memo pages", async () => {
    for (const path of ['/fi/todistukset', '/en/conversations', '/sv/rundfraga', '/fi/tyontekijan-muistio', '/en/employee-memo']) {
      const { unmount } = await renderPortal(path, { brand: 'children' });
      expect(await heading(path.startsWith('/fi') ? 'Sivua ei löytynyt' : path.startsWith('/en') ? 'Page not found' : 'Sidan hittades inte')).toBeInTheDocument();
      unmount();
      document.body.innerHTML = '';
    }
  });

  it("the children's brand has no occupational health booking: no landing, list or vaccination page", async () => {
    for (const path of ['/fi/ajanvaraus/tyoterveys', '/en/occupational-healthcare/available-appointments', '/sv/foretagshalsovard/vaccinationer']) {
      const { unmount } = await renderPortal(path, { brand: 'children', session: aSignedInSession({ features: ['ohc-appointment-search'] }) });
      expect(await heading(path.startsWith('/fi') ? 'Sivua ei löytynyt' : path.startsWith('/en') ? 'Page not found' : 'Sidan hittades inte')).toBeInTheDocument();
      unmount();
      document.body.innerHTML = '';
    }
  });

  it('the general brand has the certificates page', async () => {
    await renderPortal('/fi/todistukset');
    expect(await heading('Todistukset')).toBeInTheDocument();
  });

  it('the general brand has the employee memo page', async () => {
    await renderPortal('/fi/tyontekijan-muistio');
    expect(await heading('Työntekijän muistio')).toBeInTheDocument();
  });

  it('tracks a page view with the page id', async () => {
    const { tracker } = await renderPortal('/en/booking?clinicIds=1', { session: null });
    await heading('Book an appointment');
    expect(tracker.entries).toContainEqual({
      event: 'page_view',
      pageId: 'booking',
      pagePath: '/en/booking',
      lang: 'en',
      brand: 'general',
    });
  });
});

describe('route guard', () => {
  it('sends an anonymous visitor of a patient page to the login page and keeps the address as nextPath', async () => {
    const { location: at, tracker } = await renderPortal('/en/invoices?page=2', { session: null });
    expect(await heading('Welcome to Kajo')).toBeInTheDocument();
    expect(where(at)).toBe('/en/login?nextPath=%2Fen%2Finvoices%3Fpage%3D2');
    // The login page's links carry the address on to the API, which returns there after sign-in.
    expect(screen.getByRole('link', { name: 'Nordea' })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=en&next=%2Fen%2Finvoices%3Fpage%3D2&acr_values=nordea&mode=self',
    );
    // The page that was refused is never shown or tracked.
    expect(tracker.entries.filter((entry) => entry.event === 'page_view').map((entry) => entry['pageId'])).toEqual(['login']);
  });

  it('sends a visitor whose session ran out to the expired-session page with next', async () => {
    const { location: at } = await renderPortal('/fi/laskut', { session: anAnonymousSession({ reason: 'expired' }) });
    expect(await heading('Sinut on kirjattu ulos')).toBeInTheDocument();
    expect(where(at)).toBe('/fi/katkennut-istunto?next=%2Ffi%2Flaskut');
    expect(screen.getByRole('link', { name: 'Kirjaudu pankkitunnuksilla' })).toHaveAttribute(
      'href',
      '/fi/kirjaudu?nextPath=%2Ffi%2Flaskut',
    );
  });

  it.each([
    ['logged out in another tab', anAnonymousSession({ reason: 'none' })],
    ['expired on the server', anAnonymousSession({ reason: 'expired' })],
  ])('sends a patient whose session ended elsewhere (%s) to the expired-session page with the address', async (_why, answer) => {
    // The page's call is answered 401; asked again, the API says there is no session.
    const sessionStore = createSessionStore(() => Promise.resolve(answer), { initial: signedIn });
    const fetch = jest.fn(() => Promise.resolve(new Response('{}', { status: 401, headers: { 'Content-Type': 'application/json' } })));
    const { location: at } = await render('/en/invoices?page=2', { session: signedIn, sessionStore, fetch });
    expect(await heading('You have been logged out')).toBeInTheDocument();
    expect(where(at)).toBe('/en/expired-session?next=%2Fen%2Finvoices%3Fpage%3D2');
  });

  it.each([
    ['/fi', '/fi/asiointipolku', 'Tervetuloa – Kajo'],
    ['/sv', '/sv/transaktionsbana', 'Välkommen till Kajo'],
    ['/en', '/en/transaction-path', 'Welcome to Kajo'],
  ])('sends an anonymous visitor of the front page %s to the transaction path', async (path, target, title) => {
    const { location: at } = await renderPortal(path, { session: null });
    expect(await heading(title)).toBeInTheDocument();
    expect(where(at)).toBe(target);
  });

  it('opens the page after sign-in: the address the API returns to shows it', async () => {
    const { location: at } = await renderPortal('/en/invoices?page=2', { session: signedIn });
    expect(await heading('Invoices')).toBeInTheDocument();
    expect(where(at)).toBe('/en/invoices?page=2');
  });

  it.each(['/en/login?nextPath=%2Fen%2Finvoices', '/en/expired-session?next=%2Fen'])(
    'sends a signed-in visitor of %s to the front page',
    async (path) => {
      const { location: at } = await renderPortal(path);
      expect(await heading('Hello, Maija')).toBeInTheDocument();
      expect(where(at)).toBe('/en');
    },
  );

  it.each([
    ['/fi/eula', 'Käyttöehdot'],
    ['/fi/ohjeita', 'Ohjeita'],
    ['/en/booking', 'Book an appointment'],
    ['/en/transaction-path', 'Welcome to Kajo'],
  ])('shows the public page %s to everyone', async (path, title) => {
    for (const session of [null, signedIn, anAnonymousSession({ reason: 'expired' })]) {
      const { location: at, unmount } = await renderPortal(path, { session });
      expect(await heading(title)).toBeInTheDocument();
      expect(where(at)).toBe(path);
      unmount();
      document.body.innerHTML = '';
    }
  });
});

describe('routesForSegment', () => {
  const routes = buildRoutes(brandConfigFor({ brand: 'general', environment: 'development' }));

  it("keeps /, the language's tree and the fallback, and hands out the same array for the same segment", () => {
    const swedish = routesForSegment(routes, firstSegment('/sv/hjalp'));
    expect(swedish.map((route) => route.path)).toEqual(['/', '/sv', undefined]);
    // The same array: the first page's preload and the route table then match the address once.
    expect(routesForSegment(routes, 'sv')).toBe(swedish);
    expect(routesForSegment(routes, 'en')).not.toBe(swedish);
    expect(routesForSegment(routes, 'en').map((route) => route.path)).toEqual(['/', '/en', undefined]);
    expect(routesForSegment(routes, 'nothing').map((route) => route.path)).toEqual(['/', undefined]);
  });
});

describe('the landing pages the build preloads (vite/language-pages.ts)', () => {
  const routes = buildRoutes(brandConfigFor({ brand: 'general', environment: 'development' }));
  const pageIdAt = (path: string) =>
    pageHandleOf((matchRouteTable(routesForSegment(routes, firstSegment(path)), path) ?? []).map((match) => ({ handle: match.route.handle })))
      ?.pageId;

  it('are the front page, the login page and the private list at their addresses in every language', () => {
    const [front, login, list] = landingPages;
    for (const lang of languages) {
      // Where the app's guard sends an anonymous visitor to the transaction path.
      expect(pageIdAt(`/${front?.paths[lang] ?? ''}`)).toBe('home');
      expect(pageIdAt(`/${login?.paths[lang] ?? ''}`)).toBe('login');
      expect(pageIdAt(`/${list?.paths[lang] ?? ''}`)).toBe('booking-private');
    }
  });

  it("leave the catalog's rest out of the pages that show without it, and only of those", () => {
    for (const landing of landingPages) {
      const route = featureRoutes.find((one) => one.pageId === pageIdAt(`/${landing.paths.en}`));
      expect(route).toBeDefined();
      expect([landing.module, landing.firstPage ?? false]).toEqual([landing.module, route?.firstPage ?? false]);
    }
  });
});

describe('every feature route', () => {
  const cases = languages.flatMap((lang: Lang) =>
    featureRoutes.flatMap((route) => {
      const path = localizedPath(lang, route.paths ? [route.paths] : [], { ids: '1', appointmentId: 'Ab3dEf7hIj9kLm2nOp4q', reservationId: '1', invoiceId: '1', invoiceNumber: '41000001', visitId: '1', threadId: '1', invitationId: '1', date: '2026-11-20', imagingDate: '2026-11-19', referralId: '1' });
      return path ? [[lang, route.pageId, route.access ?? defaultRouteAccess, path] as const] : [];
    }),
  );

  // The SMS authentication page is meant for a visitor whose session ran out (a signed-in one is
  // sent on to `next`, tested below), the occupational landing for one not signed in (a signed-in
  // one is sent on to the occupational list, tested below). Every flag is on, so that pages behind
  // one (the 65+ list) render too.
  const features = [...featureFlags];
  const sessionFor = (pageId: string, access: string) =>
    access === 'anonymous' || pageId === 'booking-occupational'
      ? anAnonymousSession({ features })
      : pageId === 'authentication'
        ? anAnonymousSession({ reason: 'expired', features })
        : aSignedInSession({ features }, { firstName: 'Maija' });

  it.each(cases)('%s %s (%s, %s) renders a page with a heading for whom it is meant', async (_lang, pageId, access, path) => {
    const { location: at } = await renderPortal(path, { session: sessionFor(pageId, access) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not found|ei löytynyt|hittades inte/i })).not.toBeInTheDocument();
    expect(at().pathname).toBe(path);
  });

  it('sends a signed-in visitor on from the occupational landing to the occupational list, with the query', async () => {
    const { location: at } = await renderPortal('/fi/ajanvaraus/tyoterveys?clinicIds=JKL', { session: aSignedInSession({ features }) });
    await waitFor(() => expect(at().pathname).toBe('/fi/tyoterveys/vapaat-ajat'));
    expect(at().search).toBe('?clinicIds=JKL');
  });

  it('sends a signed-in visitor on from the SMS authentication page to the page asked for', async () => {
    const { location: at } = await renderPortal('/en/authentication?next=%2Fen%2Fappointments', { session: signedIn });
    await waitFor(() => expect(at().pathname).toBe('/en/appointments'));
  });
});
