import type { CustomerType } from '@portal/booking/contracts';
import type { SessionResponse } from '@portal/shared/contracts';
import {
  aSignedInSession,
  anAnonymousSession,
  renderWithProviders,
  answer,
  clearPrefetched,
  mockApi,
  never,
} from '@portal/shared/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import { createApiClient } from '@portal/shared/data-access';
import { aBookableAppointment, aBookingFilters, bookableAppointments } from '@portal/booking/contracts/testing';
import { AppointmentListPage } from './appointment-list-page';
import { prefetchAppointmentList } from '../api/list-calls';

afterEach(() => clearPrefetched());

// The page renders react-aria filter pop-overs and up to 40 rows: on a busy shared CI core that
// takes seconds, so this file waits longer than the defaults before calling a test failed.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const found = (appointments: unknown[]) => answer({ availableAppointments: { type: 'success', appointments } });

interface ListOptions {
  route?: string;
  customerType?: CustomerType;
  session?: SessionResponse;
  specialty?: Handler;
}

function renderList(
  search: Handler,
  {
    route = '/en/booking/private-customer',
    customerType = 'private',
    session = anAnonymousSession(),
    specialty = answer({ type: 'unknownError' }),
  }: ListOptions = {},
) {
  const api = mockApi({
    'GET /api/appointments/filters': answer(aBookingFilters()),
    'GET /api/appointments': search,
    'GET /api/appointments/available-appointment-dates': answer({ dates: ['2026-12-03'] }),
    'GET /api/appointments/specialty': specialty,
  });
  const result = renderWithProviders(<AppointmentListPage customerType={customerType} />, { route, fetch: api.fetch, session });
  const searches = () => api.calls.filter((call) => call.url.pathname === '/api/appointments').map((call) => call.url.searchParams);
  return { ...result, api, searches };
}

describe('appointment list', () => {
  it('shows 5 placeholder rows while searching', async () => {
    const { container } = renderList(never);
    expect(await screen.findByRole('status')).toHaveTextContent('Searching for appointments');
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(5);
  });

  it('lists the times under their date with practitioner, clinic and price', async () => {
    renderList(
      found([
        aBookableAppointment({ id: 1, isRemote: true }),
        aBookableAppointment({
          id: 2,
          practitioner: { id: 77, name: 'Laboratory', title: '', isResource: true, profileImage: null, cmsContent: { appointmentReservationInfo: null } },
        }),
      ]),
    );
    const day = await screen.findByRole('region', { name: 'Thursday 3.12.2026' });
    expect(within(day).getByRole('link', { name: 'Reserve 14:30, Anna Lääkäri' })).toHaveAttribute(
      'href',
      '/en/anonymous-users/reserve/1',
    );
    expect(within(day).getByRole('link', { name: 'Anna Lääkäri (profile opens on our website)' })).toHaveAttribute(
      'href',
      '/out/practitioners/55?lang=en',
    );
    // A resource is a room or a service: no profile to link to.
    expect(within(day).queryByRole('link', { name: /Laboratory \(profile/ })).not.toBeInTheDocument();
    expect(within(day).getByText('Laboratory')).toBeInTheDocument();
    expect(within(day).getAllByText('From €89.50')).toHaveLength(2);
    expect(within(day).getAllByText('+ Service fee €12.00')).toHaveLength(2);
    expect(within(day).getAllByText('Remote appointment')).toHaveLength(1);
    expect(screen.queryByText('Price details')).not.toBeInTheDocument();
  });

  it('shows the price breakdown with the price-details flag', async () => {
    renderList(found([aBookableAppointment()]), { session: anAnonymousSession({ features: ['price-details'] }) });
    expect(await screen.findByText('Price details')).toBeInTheDocument();
    expect(screen.getByText('Doctor fee €77.50')).toBeInTheDocument();
  });

  it('links a signed-in patient to the signed-in reservation page, with the customer type and the list’s filters', async () => {
    renderList(found([aBookableAppointment({ id: 9 })]), {
      customerType: 'insurance',
      route: '/en/booking/insurance?time=afternoon',
      session: aSignedInSession({ lang: 'en' }),
    });
    expect(await screen.findByRole('link', { name: /^Reserve 14:30/ })).toHaveAttribute(
      'href',
      '/en/booking/reserve/9?time=afternoon&customerType=insurance',
    );
  });

  it("loads 20 more with 'load more' while a page comes back full", async () => {
    const user = userEvent.setup({ delay: null });
    const { searches } = renderList(({ url }) =>
      found(url.searchParams.get('offset') === '0' ? bookableAppointments(20) : bookableAppointments(3, 100))({ url, body: undefined }),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Reserve/ })).toHaveLength(23));
    expect(searches().map((query) => query.get('offset'))).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends the filters of the address, with linked and nearby clinics', async () => {
    const { searches } = renderList(found([]), {
      route: '/en/booking/kela65?clinicIds=HKI1&time=morning&startDate=2026-12-03&endDate=2026-12-06',
      customerType: 'kela65',
      session: anAnonymousSession({ features: ['kela65'] }),
    });
    await screen.findByRole('heading', { name: 'No available appointments' });
    const query = searches()[0];
    expect(query?.getAll('clinicIds')).toEqual(['HKI1', 'HKI1B', 'ESP1']);
    expect(query?.get('timeOfDay')).toBe('morning');
    expect(query?.get('startDate')).toBe('2026-12-03');
    expect(query?.get('endDate')).toBe('2026-12-06');
    expect(query?.get('customerType')).toBe('kela65');
    expect(query?.get('offset')).toBe('0');
  });

  /** The list at `query`, its data asked for ahead first as main.tsx asks for it; what the page asked for. */
  async function landOnPrefetched(query: string) {
    const api = mockApi({
      'GET /api/appointments/filters': answer(aBookingFilters()),
      'GET /api/appointments': found([aBookableAppointment({ id: 7 })]),
      'GET /api/appointments/available-appointment-dates': answer({ dates: ['2026-12-03'] }),
    });
    prefetchAppointmentList('private')(createApiClient({ getCsrfToken: () => undefined, fetch: api.fetch }), 'en', anAnonymousSession(), {}, query);
    renderWithProviders(<AppointmentListPage customerType="private" />, {
      route: `/en/booking/private-customer${query}`,
      fetch: api.fetch,
      session: anAnonymousSession(),
    });
    expect(await screen.findByRole('link', { name: 'Reserve 14:30, Anna Lääkäri' })).toHaveAttribute('href', `/en/anonymous-users/reserve/7${query}`);
    return (pathname: string) => api.calls.filter((call) => call.url.pathname === pathname);
  }

  it('takes the reference data asked for ahead, without asking again, and searches with it', async () => {
    const asked = await landOnPrefetched('?clinicIds=HKI1');
    expect(asked('/api/appointments/filters')).toHaveLength(1);
    // The search covers the chosen clinic with its linked and nearby ones, which the reference data names.
    expect(asked('/api/appointments')[0]?.url.searchParams.getAll('clinicIds')).toEqual(['HKI1', 'HKI1B', 'ESP1']);
  });

  it('takes the first times and the calendar days asked for ahead for an address without filters, without asking again', async () => {
    const asked = await landOnPrefetched('');
    await waitFor(() => expect(asked('/api/appointments/available-appointment-dates')).toHaveLength(1));
    expect(asked('/api/appointments/filters')).toHaveLength(1);
    expect(asked('/api/appointments')).toHaveLength(1);
  });

  it('rewrites the address in place and starts over when a filter changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, searches } = renderList(
      ({ url }) => found(bookableAppointments(20, Number(url.searchParams.get('offset')) + 1))({ url, body: undefined }),
      { route: '/en/booking/private-customer?utm=x' },
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /Time of day/ }));
    await user.click(screen.getByRole('option', { name: 'Evening (16-21)' }));
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(searches()[2]?.get('offset')).toBe('0');
    expect(searches()[2]?.get('timeOfDay')).toBe('evening');
    expect(router.state.location.search).toBe('?utm=x&time=evening');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('searches up to the last day chosen, keeps it in the address, and says when it is before the first day', async () => {
    const { router, searches } = renderList(found([aBookableAppointment()]), { route: '/en/booking/private-customer?startDate=2026-12-10' });
    const field = await screen.findByLabelText('Last day');
    expect(field).toHaveAccessibleDescription('Times up to and including this day. Leave empty to see all coming times.');
    fireEvent.change(field, { target: { value: '2026-12-20' } });
    await waitFor(() => expect(searches().at(-1)?.get('endDate')).toBe('2026-12-20'));
    expect(router.state.location.search).toBe('?startDate=2026-12-10&endDate=2026-12-20');
    expect(field).not.toHaveAttribute('aria-invalid');

    fireEvent.change(field, { target: { value: '2026-12-05' } });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/The last day is before the first day shown/)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?startDate=2026-12-10'));
    expect(searches().at(-1)?.has('endDate')).toBe(false);
  });

  it('cancels the search in flight when a new one starts', async () => {
    const user = userEvent.setup({ delay: null });
    const signals: AbortSignal[] = [];
    const api = mockApi({
      'GET /api/appointments/filters': answer(aBookingFilters()),
      'GET /api/appointments/available-appointment-dates': answer({ dates: [] }),
    });
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/appointments') return api.fetch(input, init);
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    };
    renderWithProviders(<AppointmentListPage customerType="private" />, { route: '/en/booking/private-customer', fetch });
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows the error view and searches again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    renderList((request) => {
      attempts += 1;
      return attempts === 1 ? answer({}, 500)(request) : found([aBookableAppointment()])(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry – Could not search for appointments');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Reserve 14:30/ })).toBeInTheDocument();
  });

  it('suggests the next appointments of the next month when nothing is found', async () => {
    const { searches } = renderList(({ url }) =>
      found(
        url.searchParams.get('startDate') === '2027-01-01'
          ? [
              aBookableAppointment({ id: 31, startDate: '2027-01-04T07:00:00.000Z' }),
              aBookableAppointment({ id: 32, startDate: '2027-01-04T09:00:00.000Z' }),
              aBookableAppointment({ id: 33, startDate: '2027-01-05T07:00:00.000Z' }),
            ]
          : [],
      )({ url, body: undefined }),
    { route: '/en/booking/private-customer?startDate=2026-12-10' },
    );
    const suggestions = await screen.findByRole('region', { name: 'Next available appointments' });
    expect(within(suggestions).getAllByRole('link')).toHaveLength(2);
    // The way back from the reservation is the list searched, with its own filters.
    expect(within(suggestions).getByRole('link', { name: 'Monday 4.1.2027 at 09:00, Kajo Kamppi' })).toHaveAttribute(
      'href',
      '/en/anonymous-users/reserve/31?startDate=2026-12-10',
    );
    expect(searches().map((query) => query.get('startDate'))).toEqual(['2026-12-10', '2027-01-01']);
  });

  it('offers a signed-in patient to be told of a free time under a search of one specialty that found nothing, after its suggestions', async () => {
    renderList(found([]), { route: '/en/booking/private-customer?specialtyIds=GP', session: aSignedInSession({ lang: 'en' }) });
    const section = await screen.findByRole('region', { name: 'Tell me when a time becomes free' });
    const empty = screen.getByRole('heading', { name: 'No available appointments' });
    expect(empty.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Tell me' })).toBeInTheDocument();
  });

  it('offers no request under a search that found times', async () => {
    renderList(found([aBookableAppointment()]), { route: '/en/booking/private-customer?specialtyIds=GP', session: aSignedInSession({ lang: 'en' }) });
    expect(await screen.findByRole('link', { name: /^Reserve 14:30/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell me when a time becomes free' })).not.toBeInTheDocument();
  });

  it('disables the specialty filter on the 65+ list', async () => {
    renderList(found([]), { customerType: 'kela65', route: '/en/booking/kela65', session: anAnonymousSession({ features: ['kela65'] }) });
    await screen.findByRole('heading', { name: 'No available appointments' });
    expect(screen.getByRole('button', { name: /Specialties/ })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: '65+ doctor visit' })).toBeInTheDocument();
  });

  it('turns remote on when a practitioner is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderList(found([]), { route: '/en/booking/private-customer?specialtyIds=GP' });
    await user.click(await screen.findByRole('button', { name: /Practitioner/ }));
    await user.click(screen.getByRole('option', { name: 'Anna Lääkäri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?practitionerIds=55&includeRemote=true'));
    expect(screen.getByRole('switch', { name: 'Include remote appointments' })).toBeChecked();
  });

  it('describes a single chosen specialty', async () => {
    const { api } = renderList(found([]), {
      route: '/en/booking/private-customer?specialtyIds=DERM',
      specialty: answer({ type: 'success', specialty: { cmsContent: { title: 'Dermatology', description: 'Skin and hair.' } } }),
    });
    expect(await screen.findByRole('heading', { name: 'Dermatology' })).toBeInTheDocument();
    expect(screen.getByText('Skin and hair.')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url.pathname === '/api/appointments/specialty');
    expect(call?.url.searchParams.get('id')).toBe('DERM');
  });

  it('says when a specialty cannot be booked online', async () => {
    renderList(found([]), {
      route: '/en/booking/private-customer?specialtyIds=DERM',
      specialty: answer({ type: 'webReservationNotAllowed' }),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Appointments for this specialty cannot be booked online. Please call our customer service at 010 380 3838.',
    );
  });
});
