import { aReservationAppointment } from '@portal/booking/contracts/testing';
import type { Handler } from '@portal/shared/data-access/testing';
import { answer, aSignedInSession, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReservationPage } from './reservation-page';

const moved = answer({ type: 'success', appointmentId: 7, startDate: '2026-12-03T12:30:00.000Z' });

function renderPage({ move = moved, get = answer(aReservationAppointment()), query = 'specialtyIds=YL&practitionerIds=1&moveFrom=42' }: { move?: Handler; get?: Handler; query?: string } = {}) {
  const api = mockApi({ 'GET /api/appointments/7': get, 'POST /api/move-appointment': move });
  const result = renderWithProviders(<ReservationPage />, {
    route: `/en/booking/reserve/7?${query}`,
    path: '/en/booking/reserve/:reservationId',
    session: aSignedInSession(),
    fetch: api.fetch,
  });
  return { ...result, api, user: userEvent.setup({ delay: null }) };
}

const moveButton = () => screen.findByRole('button', { name: 'Move my booking to this time' });

describe('moving a booking to the chosen time', () => {
  it('asks no form: one button moves the booking, in the page’s language, and the new appointment opens from there', async () => {
    const { user, api } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change the time' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another time' })).toHaveAttribute('href', '/en/booking/private-customer?specialtyIds=YL&practitionerIds=1&moveFrom=42');
    await user.click(await moveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking has moved' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ fromAppointmentId: 42, toAppointmentId: 7, language: 'en' });
    expect(screen.getByRole('link', { name: 'View your appointment' })).toHaveAttribute('href', '/en/appointments/7');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', expect.stringContaining('/api/appointments/7/calendar'));
  });

  it.each([
    [{ type: 'appointmentNotAvailable' }, 'This time can no longer be chosen. Your booking was not changed. Please choose another time.'],
    [{ type: 'appointmentNotFound' }, 'The booking to move was not found: it may have been cancelled or moved already.'],
    [{ type: 'deadlineExceeded', cancellationHours: 24 }, 'It is too late to change this booking online: changes close 24 hours before the start.'],
    [{ type: 'kela65AgeLimit' }, 'A 65+ visit can be booked for a day on which you are 65 or older. Your booking was not changed.'],
  ])('says why the booking was not moved: %j', async (response, text) => {
    const { user } = renderPage({ move: answer(response) });
    await user.click(await moveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Change the time' })).toBeInTheDocument();
  });

  it('says when the call failed, and moves on the next try', async () => {
    let attempts = 0;
    const { user } = renderPage({ move: (request) => (++attempts === 1 ? answer({}, 500)(request) : moved(request)) });
    await user.click(await moveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and your booking was not changed. Please try again.');
    await user.click(await moveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking has moved' })).toBeInTheDocument();
  });

  it('shows that it is moving while the call runs', async () => {
    const { user } = renderPage({ move: never });
    await user.click(await moveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Moving your booking…');
  });

  it('asks for the binding box for a time inside the binding hours, and sends it', async () => {
    const soon = aReservationAppointment({ startDate: new Date(Date.now() + 3_600_000).toISOString(), bindingHours: 24 });
    const { user, api } = renderPage({ get: answer(soon) });
    const button = await moveButton();
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /binding/ }));
    await user.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Your booking has moved' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ bindingAccepted: true });
  });

  it('is the ordinary reservation without moveFrom, or with one that is no id', async () => {
    renderPage({ query: 'moveFrom=abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserve an appointment' })).toBeInTheDocument();
  });
});
