import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { browserLocation } from '@portal/shared/data-access';
import { aSignedInSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBookingFilters } from '@portal/booking/contracts/testing';
import { OccupationalListPage } from './occupational-list-page';

configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const agreement = { contractProductIds: ['OHC_BASIC', 'OHC_MEDICAL_CARE'], specialtyIds: ['GP'], vaccinationsAllowed: false, influenzaVaccinationAllowed: false };

const texts = {
  en: {
    title: 'Occupational health',
    error: 'Apologies! Something went wrong...',
    retry: 'Try again',
    noAgreement: 'We couldn’t find your occupational health agreement',
    bookAsPrivate: 'Book as a private customer',
    privateList: '/en/booking/private-customer',
    phonePage: 'Online booking is not yet included in your occupational health agreement',
    call: 'Call customer service 010 380 3838',
    liftup: 'Book your vaccination online',
    vaccinations: 'Occupational health vaccinations',
    vaccinationPage: '/en/occupational-healthcare/vaccinations',
    influenza: 'Influenza vaccination',
    empty: 'No available appointments',
  },
  fi: {
    title: 'Työterveys',
    error: 'Pahoittelemme! Jotain meni vikaan...',
    retry: 'Yritä uudelleen',
    noAgreement: 'Emme löytäneet työterveyshuoltosopimustasi',
    bookAsPrivate: 'Varaa yksityisasiakkaana',
    privateList: '/fi/ajanvaraus/yksityisasiakas',
    phonePage: 'Verkkoajanvaraus ei vielä sisälly työterveyshuoltosopimukseesi',
    call: 'Soita asiakaspalveluun 010 380 3838',
    liftup: 'Varaa rokotusaikasi verkossa',
    vaccinations: 'Työterveyshuollon rokotukset',
    vaccinationPage: '/fi/tyoterveys/rokotukset',
    influenza: 'Influenssarokotus',
    empty: 'Ei vapaita aikoja',
  },
  sv: {
    title: 'Företagshälsovård',
    error: 'Vi ber om ursäkt! Något gick fel...',
    retry: 'Försök igen',
    noAgreement: 'Vi hittade inte ditt avtal om företagshälsovård',
    bookAsPrivate: 'Boka som privatkund',
    privateList: '/sv/tidsbokning/privat-kund',
    phonePage: 'Tidsbokning på nätet ingår ännu inte i ditt avtal om företagshälsovård',
    call: 'Ring kundtjänsten 010 380 3838',
    liftup: 'Boka din vaccination på nätet',
    vaccinations: 'Vaccinationer inom företagshälsovården',
    vaccinationPage: '/sv/foretagshalsovard/vaccinationer',
    influenza: 'Influensavaccination',
    empty: 'Inga lediga tider',
  },
} as const satisfies Record<Lang, Record<string, string>>;

const listPath: Record<Lang, string> = {
  en: '/en/occupational-healthcare/available-appointments',
  fi: '/fi/tyoterveys/vapaat-ajat',
  sv: '/sv/foretagshalsovard/lediga-tider',
};

function renderOccupationalList(booking: Handler, { lang = 'en', query = '', features = ['ohc-appointment-search'] }: { lang?: Lang; query?: string; features?: ('ohc-appointment-search' | 'kela65')[] } = {}) {
  const api = mockApi({
    'GET /api/occupational-booking': booking,
    'GET /api/appointments/filters': answer(aBookingFilters()),
    'GET /api/appointments': answer({ availableAppointments: { type: 'success', appointments: [] } }),
    'GET /api/appointments/available-appointment-dates': answer({ dates: [] }),
    'GET /api/appointments/specialty': answer({ type: 'unknownError' }),
  });
  const result = renderWithProviders(<OccupationalListPage />, {
    lang,
    route: `${listPath[lang]}${query}`,
    path: listPath[lang],
    routes: [{ path: `/${lang}/*`, element: <p>Another page</p> }],
    fetch: api.fetch,
    session: aSignedInSession({ lang, healthCareType: 'occupational', features }),
  });
  return { ...result, api };
}

const status = (body: OccupationalBookingResponse) => answer(body);

describe.each(['en', 'fi', 'sv'] as const)('the occupational list in %s', (lang) => {
  const t = texts[lang];

  it('offers a reload for status unknown-error', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    try {
      renderOccupationalList(status({ status: 'unknown-error' }), { lang });
      expect(await screen.findByRole('heading', { level: 2, name: t.error })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.retry }));
      expect(assign).toHaveBeenCalledWith(window.location.href);
    } finally {
      assign.mockRestore();
    }
  });

  it('is sorry without an agreement and links to booking as a private customer', async () => {
    renderOccupationalList(status({ status: 'no-occupational-healthcare' }), { lang });
    expect(await screen.findByRole('heading', { level: 2, name: t.noAgreement })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.bookAsPrivate })).toHaveAttribute('href', t.privateList);
    expect(screen.getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
  });

  it('asks to phone customer service when online booking is not in the agreement and no product lifts up', async () => {
    const { api } = renderOccupationalList(status({ status: 'no-web-reservation', ...agreement, specialtyIds: [] }), { lang });
    expect(await screen.findByRole('heading', { level: 2, name: t.phonePage })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.call })).toHaveAttribute('href', 'tel:+358103803838');
    expect(api.calls.some((call) => call.url.pathname === '/api/appointments')).toBe(false);
  });

  it('lifts up the vaccinations above their list when the agreement has them', async () => {
    renderOccupationalList(status({ status: 'no-web-reservation', ...agreement, contractProductIds: ['OHC_BASIC', 'VACCINATIONS'], specialtyIds: ['GP'], vaccinationsAllowed: true }), { lang });
    const banner = await screen.findByRole('region', { name: t.liftup });
    expect(within(banner).getByRole('link', { name: t.vaccinations })).toHaveAttribute('href', t.vaccinationPage);
    expect(within(banner).getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
    expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
  });

  it('lists what the agreement covers, with the way to the vaccinations when they are included', async () => {
    renderOccupationalList(status({ status: 'ok', ...agreement, vaccinationsAllowed: true }), { lang });
    expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.vaccinations })).toHaveAttribute('href', t.vaccinationPage);
    expect(screen.queryByRole('region', { name: t.liftup })).not.toBeInTheDocument();
  });

  it('shows the influenza box on an influenza search of an agreement that includes it', async () => {
    renderOccupationalList(status({ status: 'ok', ...agreement, vaccinationsAllowed: true, influenzaVaccinationAllowed: true }), {
      lang,
      query: '?specialtyIds=ROK&specialtyIds=TTH',
    });
    expect(await screen.findByRole('region', { name: t.influenza })).toBeInTheDocument();
  });
});

describe('the occupational list', () => {
  it('shows placeholder rows while the agreement loads', async () => {
    renderOccupationalList(never);
    expect(await screen.findByRole('status')).toHaveTextContent('Looking for your occupational health agreement');
  });

  it('treats a failed call as status unknown-error', async () => {
    renderOccupationalList(answer({ type: 'InternalServerError' }, 500));
    expect(await screen.findByRole('heading', { level: 2, name: texts.en.error })).toBeInTheDocument();
  });

  it('offers only the covered specialties and their practitioners in the filters', async () => {
    renderOccupationalList(status({ status: 'ok', ...agreement }));
    await screen.findByRole('heading', { name: texts.en.empty });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Specialties$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['General medicine']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Practitioner$/ }));
    const practitioners = screen.getAllByRole('option').map((option) => option.textContent);
    expect(practitioners.some((name) => name?.includes('Anna Lääkäri'))).toBe(true);
    expect(practitioners.some((name) => name?.includes('Laboratory'))).toBe(false);
  });

  it('has no influenza box on another search, nor without influenza in the agreement', async () => {
    renderOccupationalList(status({ status: 'ok', ...agreement, influenzaVaccinationAllowed: true }), { query: '?specialtyIds=GP' });
    await screen.findByRole('heading', { name: texts.en.empty });
    expect(screen.queryByRole('region', { name: texts.en.influenza })).not.toBeInTheDocument();
  });

  it('does not exist without the ohc-appointment-search flag: back to the booking landing', async () => {
    const { router } = renderOccupationalList(status({ status: 'ok', ...agreement }), { features: [] });
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/booking'));
  });
});
