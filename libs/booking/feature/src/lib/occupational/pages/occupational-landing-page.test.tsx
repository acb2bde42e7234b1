import type { SessionResponse } from '@portal/shared/contracts';
import { aBrand, aSignedInSession, anAnonymousSession, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor } from '@testing-library/react';
import { OccupationalLandingPage } from './occupational-landing-page';

const landing: Record<Lang, string> = { en: '/en/booking/occupational-healthcare', fi: '/fi/ajanvaraus/tyoterveys', sv: '/sv/tidsbokning/foretagshalsovard' };
const list: Record<Lang, string> = {
  en: '/en/occupational-healthcare/available-appointments',
  fi: '/fi/tyoterveys/vapaat-ajat',
  sv: '/sv/foretagshalsovard/lediga-tider',
};
const texts = {
  en: { prompt: 'Log in to book an occupational health appointment', login: 'Log in', login_path: '/en/login', how: /bank credentials or mobile ID/ },
  fi: { prompt: 'Kirjaudu varataksesi työterveysajan', login: 'Kirjaudu sisään', login_path: '/fi/kirjaudu', how: /pankkitunnuksilla tai mobiilivarmenteella/ },
  sv: { prompt: 'Logga in för att boka tid inom företagshälsovården', login: 'Logga in', login_path: '/sv/loggain', how: /nätbankskoder eller mobilcertifikat/ },
} as const;

const query = '?clinicIds=JKL&time=afternoon&specialtyIds=YL&specialtyIds=TTH';
const flag = { features: ['ohc-appointment-search' as const] };

function renderLanding(lang: Lang, session: SessionResponse, search = query) {
  return renderWithProviders(<OccupationalLandingPage />, {
    lang,
    route: `${landing[lang]}${search}`,
    path: landing[lang],
    routes: [{ path: `/${lang}/*`, element: <p>Another page</p> }],
    session,
  });
}

describe.each(['en', 'fi', 'sv'] as const)('the occupational landing in %s', (lang) => {
  const t = texts[lang];

  it('asks a visitor to sign in with bank credentials or mobile ID, then to come back to the list with the query', async () => {
    renderLanding(lang, anAnonymousSession({ lang, ...flag }));
    expect(await screen.findByRole('heading', { level: 2, name: t.prompt })).toBeInTheDocument();
    expect(screen.getByText(t.how)).toBeInTheDocument();
    const href = screen.getByRole('link', { name: t.login }).getAttribute('href') ?? '';
    const login = new URL(href, 'http://portal.test');
    expect(login.pathname).toBe(t.login_path);
    expect(login.searchParams.get('nextPath')).toBe(`${list[lang]}${query}`);
  });

  it('forwards a signed-in patient to the list, keeping the query', async () => {
    const { router } = renderLanding(lang, aSignedInSession({ lang, healthCareType: 'occupational', ...flag }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(list[lang]);
    expect(router.state.location.search).toBe(query);
  });
});

describe('the occupational landing', () => {
  it('forwards without a query when it had none', async () => {
    const { router } = renderLanding('en', aSignedInSession({ lang: 'en', ...flag }), '');
    await waitFor(() => expect(router.state.location.pathname).toBe(list.en));
    expect(router.state.location.search).toBe('');
  });

  it('asks the children’s brand’s visitor whose sign-in, as the reservation does', async () => {
    renderWithProviders(<OccupationalLandingPage />, {
      route: landing.en,
      path: landing.en,
      session: anAnonymousSession({ lang: 'en', ...flag }),
      brand: aBrand('children'),
    });
    expect(await screen.findByRole('link', { name: 'Log in for a child aged 11 or under' })).toBeInTheDocument();
  });

  it('does not exist without the ohc-appointment-search flag: back to the booking landing', async () => {
    const { router } = renderLanding('en', anAnonymousSession({ lang: 'en' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/booking'));
  });
});
