import type { FeatureFlag, SessionResponse } from '@portal/shared/contracts';
import { aSignedInSession, anAnonymousSession, answer, mockApi, renderWithProviders } from '@portal/shared/data-access/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBookingFilters, aPatient } from '@portal/booking/contracts/testing';
import { AppointmentListPage } from '../pages/appointment-list-page';

configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

function renderKela65List(session: SessionResponse, maskedSsn = '150488-****') {
  const api = mockApi({
    'GET /api/appointments/filters': answer(aBookingFilters()),
    'GET /api/appointments': answer({ availableAppointments: { type: 'success', appointments: [] } }),
    'GET /api/appointments/available-appointment-dates': answer({ dates: [] }),
    'GET /api/appointments/specialty': answer({ type: 'unknownError' }),
    'GET /api/user': answer(aPatient({ maskedSsn })),
  });
  const result = renderWithProviders(<AppointmentListPage customerType="kela65" />, {
    route: '/en/booking/kela65',
    path: '/en/booking/kela65',
    routes: [{ path: '/en/booking', element: <p>Booking landing</p> }],
    fetch: api.fetch,
    session,
  });
  return { ...result, api };
}

const withFlag: { features: FeatureFlag[] } = { features: ['kela65'] };
const notice = () => screen.findByRole('region', { name: 'About the 65+ doctor visit' });

describe('the 65+ list', () => {
  it('states the rule, the price and the Kela compensation start to a visitor, and that signing in is needed', async () => {
    renderKela65List(anAnonymousSession({ lang: 'en', ...withFlag }));
    const box = await notice();
    expect(box).toHaveTextContent('The 65+ doctor visit is for patients who are 65 or over on the day of the visit.');
    expect(box).toHaveTextContent('The visit costs €28.20. Kela compensation, paid from 1.9.2025, has already been deducted from the price.');
    expect(box).toHaveTextContent(/log in with your bank credentials or a mobile certificate/);
  });

  it('tells a signed-in patient under 65 and offers the private list', async () => {
    const { api } = renderKela65List(aSignedInSession({ lang: 'en', ...withFlag }), '150488-****');
    expect(await screen.findByText(/You are under 65, so you cannot book a 65\+ doctor visit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book as a private customer' })).toHaveAttribute('href', '/en/booking/private-customer');
    expect(api.calls.some((call) => call.url.pathname === '/api/user')).toBe(true);
  });

  it('tells a patient aged 65 or over the rule only', async () => {
    const { api } = renderKela65List(aSignedInSession({ lang: 'en', ...withFlag }), '010150-****');
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname === '/api/user')).toBe(true));
    expect(await notice()).toHaveTextContent(/65 or over on the day of the visit/);
    expect(screen.queryByText(/You are under 65/)).not.toBeInTheDocument();
    expect(screen.queryByText(/log in with your bank credentials/)).not.toBeInTheDocument();
  });

  it('does not exist without the kela65 flag: back to the booking landing', async () => {
    renderKela65List(anAnonymousSession({ lang: 'en' }));
    expect(await screen.findByText('Booking landing')).toBeInTheDocument();
  });

  it('searches the fixed specialty, and a practitioner choice keeps it', async () => {
    const { api, router } = renderKela65List(anAnonymousSession({ lang: 'en', ...withFlag }));
    await screen.findByRole('heading', { name: 'No available appointments' });
    const searched = () => api.calls.filter((call) => call.url.pathname === '/api/appointments').map((call) => call.url.searchParams.getAll('specialtyIds'));
    expect(searched()[0]).toEqual(['YL']);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Practitioner/ }));
    await user.click(screen.getByRole('option', { name: 'Anna Lääkäri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialtyIds=YL&practitionerIds=55&includeRemote=true'));
  });
});
