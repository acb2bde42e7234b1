import { aSignedInSession, renderWithProviders, answer, mockApi, never } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAppointment } from '@portal/appointments/contracts/testing';
import type { Handler } from '@portal/shared/data-access/testing';
import { dayFromTestDay, inDays } from '@portal/shared/util/testing';
import { AppointmentsPage } from './appointments-page';

function renderPage(handler: Handler, lang: 'en' | 'fi' | 'sv' = 'en', handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/patient-appointments': handler,
    // No requests from searches unless a test is about them.
    'GET /api/earlier-time-requests': answer({ requests: [] }),
    ...handlers,
  });
  renderWithProviders(<AppointmentsPage />, { lang, fetch: api.fetch, session: aSignedInSession({ lang }) });
  return api;
}

describe('appointments list', () => {
  it('says how long before an appointment it can be cancelled, and offers booking', async () => {
    renderPage(answer({ appointments: [anAppointment()], cancellationHours: 24 }));
    expect(await screen.findByText(/no later than 24 hours before it starts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute('href', '/en/booking');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
  });

  it('lists the appointments, each linking to its page', async () => {
    const api = renderPage(
      answer({
        appointments: [
          anAppointment({ id: 1, kind: { cmsContent: { title: 'Dentist', description: '' } } }),
          anAppointment({ id: 2, kind: { cmsContent: { title: 'Physiotherapy', description: '' } } }),
        ],
        cancellationHours: 24,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(within(list).getByRole('link', { name: 'Dentist' })).toHaveAttribute('href', '/en/appointments/1');
    expect(within(list).getByRole('link', { name: 'Physiotherapy' })).toHaveAttribute('href', '/en/appointments/2');
    expect(within(list).getAllByText('3.12.2026 at 14:30')).toHaveLength(2);
    expect(api.calls.find((call) => call.url.pathname === '/api/patient-appointments')?.url.searchParams.get('lang')).toBe('en');
  });

  it("says 'No appointments' when there are none", async () => {
    renderPage(answer({ appointments: [], cancellationHours: 24 }));
    expect(await screen.findByRole('heading', { name: 'No appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming appointments' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderPage(never, 'en', { 'GET /api/earlier-time-requests': never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading appointments');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    renderPage(() => {
      attempts += 1;
      return attempts === 1
        ? answer({}, 500)({ url: new URL('http://x'), body: undefined })
        : answer({ appointments: [], cancellationHours: 12 })({ url: new URL('http://x'), body: undefined });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/no later than 12 hours/)).toBeInTheDocument();
  });

  it('lists the requests from searches below the appointments', async () => {
    renderPage(answer({ appointments: [anAppointment()], cancellationHours: 24 }), 'en', {
      'GET /api/earlier-time-requests': answer({
        requests: [
          {
            id: 7,
            customerType: 'private',
            specialtyName: 'Dermatology',
            practitionerName: null,
            clinics: ['Kajo Kamppi'],
            remote: false,
            partsOfDay: ['morning'],
            channels: ['email'],
            notAfter: dayFromTestDay(28),
            createdAt: inDays(-3, '10:00'),
            offer: null,
          },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Waiting for a time' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Dermatology' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Upcoming appointments' })).toBeInTheDocument();
  });

  it.each([
    ['fi', 'Ei varauksia'],
    ['sv', 'Inga bokningar'],
  ] as const)('speaks %s', async (lang, empty) => {
    renderPage(answer({ appointments: [], cancellationHours: 24 }), lang);
    expect(await screen.findByRole('heading', { name: empty })).toBeInTheDocument();
  });
});
