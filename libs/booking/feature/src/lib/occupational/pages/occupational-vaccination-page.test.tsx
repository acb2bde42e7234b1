import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import type { SessionResponse } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, anAnonymousSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { OccupationalVaccinationPage } from './occupational-vaccination-page';

const page: Record<Lang, string> = { en: '/en/occupational-healthcare/vaccinations', fi: '/fi/tyoterveys/rokotukset', sv: '/sv/foretagshalsovard/vaccinationer' };
const list: Record<Lang, string> = {
  en: '/en/occupational-healthcare/available-appointments',
  fi: '/fi/tyoterveys/vapaat-ajat',
  sv: '/sv/foretagshalsovard/lediga-tider',
};
const texts = {
  en: {
    title: 'Occupational health vaccinations',
    signIn: 'Log in to book a vaccination',
    login: 'Log in',
    noContract: 'No occupational health contract was found. Please contact our customer service at 010 380 3838.',
    notIncluded: 'Vaccinations are not included in your occupational health contract',
    influenza: 'Book an influenza vaccination',
    other: 'Book another vaccination',
    influenzaInfo: 'Influenza vaccination',
    error: 'Apologies! Something went wrong...',
  },
  fi: {
    title: 'Työterveyshuollon rokotukset',
    signIn: 'Kirjaudu varataksesi rokotusajan',
    login: 'Kirjaudu sisään',
    noContract: 'Työterveyshuoltosopimusta ei löytynyt. Ota yhteyttä asiakaspalveluumme numeroon 010 380 3838.',
    notIncluded: 'Rokotukset eivät sisälly työterveyshuoltosopimukseesi',
    influenza: 'Varaa influenssarokotus',
    other: 'Varaa muu rokotus',
    influenzaInfo: 'Influenssarokotus',
    error: 'Pahoittelemme! Jotain meni vikaan...',
  },
  sv: {
    title: 'Vaccinationer inom företagshälsovården',
    signIn: 'Logga in för att boka en vaccination',
    login: 'Logga in',
    noContract: 'Inget avtal om företagshälsovård hittades. Kontakta vår kundtjänst på 010 380 3838.',
    notIncluded: 'Vaccinationer ingår inte i ditt avtal om företagshälsovård',
    influenza: 'Boka en influensavaccination',
    other: 'Boka en annan vaccination',
    influenzaInfo: 'Influensavaccination',
    error: 'Vi ber om ursäkt! Något gick fel...',
  },
} as const;

const flag = { features: ['ohc-appointment-search' as const] };
const agreement = { contractProductIds: ['OHC_BASIC', 'VACCINATIONS', 'INFLUENZA_VACCINE'], specialtyIds: ['ROK', 'TTH'], vaccinationsAllowed: true, influenzaVaccinationAllowed: true };

function renderVaccinations(lang: Lang, booking: Handler, session: SessionResponse = aSignedInSession({ lang, healthCareType: 'occupational', ...flag })) {
  const api = mockApi({ 'GET /api/occupational-booking': booking });
  const result = renderWithProviders(<OccupationalVaccinationPage />, {
    lang,
    route: page[lang],
    path: page[lang],
    routes: [{ path: `/${lang}/*`, element: <p>Another page</p> }],
    fetch: api.fetch,
    session,
  });
  return { ...result, api };
}
const status = (body: OccupationalBookingResponse) => answer(body);

describe.each(['en', 'fi', 'sv'] as const)('the occupational vaccination page in %s', (lang) => {
  const t = texts[lang];

  it('asks a visitor to sign in and come back (status unauthorized), without asking the API', async () => {
    const { api } = renderVaccinations(lang, never, anAnonymousSession({ lang, ...flag }));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.signIn })).toBeInTheDocument();
    const login = new URL(screen.getByRole('link', { name: t.login }).getAttribute('href') ?? '', 'http://portal.test');
    expect(login.searchParams.get('nextPath')).toBe(page[lang]);
    expect(api.calls).toEqual([]);
  });

  it('says no contract was found without an agreement', async () => {
    renderVaccinations(lang, status({ status: 'no-occupational-healthcare' }));
    // The number is a link within the sentence.
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === t.noContract)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
  });

  it('says vaccinations are not in the contract when they are not', async () => {
    renderVaccinations(lang, status({ status: 'ok', ...agreement, vaccinationsAllowed: false, influenzaVaccinationAllowed: false }));
    expect(await screen.findByRole('heading', { level: 2, name: t.notIncluded })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.influenza })).not.toBeInTheDocument();
  });

  it('offers the influenza vaccination with its info box, searching its specialties with repeated parameters', async () => {
    renderVaccinations(lang, status({ status: 'ok', ...agreement }));
    const influenza = await screen.findByRole('link', { name: t.influenza });
    const url = new URL(influenza.getAttribute('href') ?? '', 'http://portal.test');
    expect(url.pathname).toBe(list[lang]);
    expect(url.searchParams.getAll('specialtyIds')).toEqual(['ROK', 'TTH']);
    expect(url.search).toBe('?specialtyIds=ROK&specialtyIds=TTH');
    expect(screen.getByRole('region', { name: t.influenzaInfo })).toBeInTheDocument();
    const choices = screen.getByRole('list');
    expect(within(choices).getAllByRole('link').map((link) => link.textContent)).toEqual([t.influenza, t.other]);
  });

  it('offers other vaccinations only when influenza is not in the contract', async () => {
    renderVaccinations(lang, status({ status: 'no-web-reservation', ...agreement, influenzaVaccinationAllowed: false }));
    expect(await screen.findByRole('link', { name: t.other })).toHaveAttribute('href', `${list[lang]}?specialtyIds=ROK`);
    expect(screen.queryByRole('link', { name: t.influenza })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.influenzaInfo })).not.toBeInTheDocument();
  });

  it('offers a reload when the agreement cannot be read', async () => {
    renderVaccinations(lang, status({ status: 'unknown-error' }));
    expect(await screen.findByRole('heading', { level: 2, name: t.error })).toBeInTheDocument();
  });
});

describe('the occupational vaccination page', () => {
  it('shows placeholders while the agreement loads', async () => {
    renderVaccinations('en', never);
    expect(await screen.findByRole('status')).toHaveTextContent('Looking for your occupational health agreement');
  });

  it('does not exist without the ohc-appointment-search flag: back to the booking landing', async () => {
    const { router } = renderVaccinations('en', never, aSignedInSession({ lang: 'en' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/booking'));
  });
});
