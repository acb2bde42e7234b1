import type { PatientAppointment } from '@portal/appointments/contracts';
import { aBrand, aSignedInSession, renderWithProviders, answer, mockApi, never, offline } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import { decodeJsonBase64Url } from '@portal/shared/util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_REDIRECT_DELAY_MS } from '../components/appointment-card';
import type { Handler } from '@portal/shared/data-access/testing';
import { anAppointment } from '@portal/appointments/contracts/testing';
import { AppointmentPage, parseAppointmentIds } from './appointment-page';

interface Options {
  appointments?: PatientAppointment[];
  get?: Handler;
  handlers?: Record<string, Handler>;
  lang?: Lang;
  session?: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { session?: infer S } ? S : never) : never;
  ids?: string;
}

function renderPage({ appointments = [anAppointment()], get, handlers = {}, lang = 'en', session, ids = '101' }: Options = {}) {
  const api = mockApi({
    [`GET /api/patient-appointments/${ids}`]: get ?? answer({ appointments, cancellationHours: 24 }),
    // No earlier time section unless a test is about it.
    ...Object.fromEntries(appointments.map((appointment) => [`GET /api/appointments/${appointment.id}/earlier-time`, answer({ type: 'NotFound' }, 404)])),
    ...handlers,
  });
  const toasts = createToastQueue();
  const addToast = jest.spyOn(toasts, 'add');
  const segment = { en: 'appointments', fi: 'ajanvaraukset', sv: 'tidsbokningar' }[lang];
  const result = renderWithProviders(
    <ToastProvider queue={toasts}>
      <AppointmentPage />
    </ToastProvider>,
    {
      lang,
      route: `/${lang}/${segment}/${ids}`,
      path: `/${lang}/${segment}/:ids`,
      routes: [{ path: `/${lang}`, element: <p>Front page</p> }],
      session: session === undefined ? aSignedInSession({ lang }) : session,
      fetch: api.fetch,
      brand: aBrand('general'),
    },
  );
  return { ...result, api, addToast, user: userEvent.setup() };
}

const cancelButton = () => screen.queryByRole('button', { name: 'Cancel appointment' });
const checkInButton = () => screen.queryByRole('button', { name: 'Check in' });

describe('appointment page: loading', () => {
  it('shows placeholders while loading', () => {
    renderPage({ get: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the appointment');
  });

  it('shows the error view and loads again on retry', async () => {
    let attempts = 0;
    const ok = answer({ appointments: [anAppointment()], cancellationHours: 24 });
    const { user } = renderPage({ get: (request) => (++attempts === 1 ? answer({}, 503)(request) : ok(request)) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'General practitioner visit' })).toBeInTheDocument();
  });

  it('shows every appointment of the ids, with a link to all appointments', async () => {
    const { api } = renderPage({
      ids: '101,102',
      appointments: [anAppointment({ id: 101 }), anAppointment({ id: 102, kind: { cmsContent: { title: 'Dentist', description: '' } } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'General practitioner visit' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dentist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All appointments' })).toHaveAttribute('href', '/en/appointments');
    expect(decodeURIComponent(api.calls[0]?.url.pathname ?? '')).toBe('/api/patient-appointments/101,102');
  });
});

describe('appointment page: add to calendar', () => {
  it('offers an upcoming appointment’s calendar file, in the page’s language, and none for a cancelled one', async () => {
    renderPage({ lang: 'fi', ids: '101,102', appointments: [anAppointment({ id: 101 }), anAppointment({ id: 102, isCancelled: true })] });
    const links = await screen.findAllByRole('link', { name: 'Lisää kalenteriin' });
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('download')])).toEqual([['/api/appointments/101/calendar?lang=fi', true]]);
  });
});

describe('appointment page: not found', () => {
  it('says so on 404, with a link to book', async () => {
    renderPage({ get: answer({ type: 'NotFound' }, 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The appointment could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute('href', '/en/booking');
  });

  it('says so without asking when the address has no numeric ids', () => {
    const { api } = renderPage({ ids: 'abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'The appointment could not be found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads up to 20 comma-separated ids', () => {
    expect(parseAppointmentIds('1,22,333')).toEqual([1, 22, 333]);
    expect(parseAppointmentIds('1,,2')).toBeNull();
    expect(parseAppointmentIds(Array.from({ length: 21 }, (_, i) => i).join(','))).toBeNull();
    expect(parseAppointmentIds(undefined)).toBeNull();
  });
});

describe('appointment page: cancelling', () => {
  it('is offered only when mayCancel', async () => {
    renderPage({ appointments: [anAppointment({ mayCancel: false })] });
    await screen.findByRole('article');
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it('offers changing the time beside it: the booking’s list with its specialty and practitioner, naming the booking', async () => {
    renderPage({ appointments: [anAppointment({ bookedAs: 'insurance', isRemote: true })] });
    const link = await screen.findByRole('link', { name: 'Change time' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/en/booking/insurance');
    expect(Object.fromEntries(href.searchParams)).toEqual({ specialtyIds: 'GP', practitionerIds: String(anAppointment().practitionerId), includeRemote: 'true', moveFrom: '101' });
  });

  it('offers no change of time where it may not be cancelled, or for a payer the portal does not book', async () => {
    renderPage({ appointments: [anAppointment({ id: 101, mayCancel: false }), anAppointment({ id: 102, bookedAs: null })], ids: '101,102' });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('button', { name: 'Cancel appointment' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Change time' })).not.toBeInTheDocument();
  });

  it('asks first, and keeps the appointment when the patient says no', async () => {
    const { user, api } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the appointment?' });
    expect(dialog).toHaveTextContent('The appointment on 3.12.2026 at 14:30 will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('cancels, tracks reservation-cancel and goes to the front page with the hash', async () => {
    let resolve: (response: Response) => void = () => undefined;
    const { user, api, tracker, router } = renderPage({
      handlers: { 'DELETE /api/appointments/101': () => new Promise<Response>((r) => (resolve = r)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    // In progress: the button waits for the answer.
    await waitFor(() => expect(cancelButton()).toHaveAttribute('aria-disabled', 'true'));
    resolve(new Response(JSON.stringify({ type: 'success' }), { status: 200 }));
    expect(await screen.findByText('The appointment has been cancelled.')).toBeInTheDocument();
    expect(tracker.entries).toEqual([{ event: 'reservation-cancel' }]);
    expect(api.calls.find((c) => c.method === 'DELETE')?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
    expect(cancelButton()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/appointments/101');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), { timeout: CANCEL_REDIRECT_DELAY_MS + 1000 });
    expect(router.state.location.hash).toBe('#appointmentCancelled');
  });

  it('says the appointment is too close to cancel, with the phone, and enables the button again', async () => {
    const { user, tracker } = renderPage({
      handlers: { 'DELETE /api/appointments/101': answer({ type: 'deadlineExceeded', cancellationHours: 24 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service 010 380 3838.',
    );
    expect(cancelButton()).toBeEnabled();
    expect(cancelButton()).not.toHaveAttribute('aria-disabled');
    expect(tracker.entries).toEqual([]);
  });

  it.each([
    ['an unknown error', answer({ type: 'unknownError' })],
    ['appointmentNotFound', answer({ type: 'appointmentNotFound' })],
    ['a failed call', offline],
  ])('fails without a reason on %s', async (_case, handler) => {
    const { user } = renderPage({ handlers: { 'DELETE /api/appointments/101': handler } });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to cancel appointment\. Please call our customer service 010 380 3838\.$/,
    );
  });

  it.each([
    ['fi', 'Varauksen peruminen epäonnistui, koska vastaanottoon on alle 24 tuntia. Soita asiakaspalveluumme 010 380 3838.'],
    ['sv', 'Det gick inte att avboka, eftersom det är mindre än 24 timmar till besöket. Ring vår kundtjänst 010 380 3838.'],
  ] as const)('says it in %s', async (lang, text) => {
    const { user } = renderPage({
      lang,
      handlers: { 'DELETE /api/appointments/101': answer({ type: 'deadlineExceeded', cancellationHours: 24 }) },
    });
    const button = { fi: 'Peru varaus', sv: 'Avboka' }[lang];
    const confirm = { fi: 'Kyllä, peru', sv: 'Ja, avboka' }[lang];
    await user.click(await screen.findByRole('button', { name: button }));
    await user.click(screen.getByRole('button', { name: confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the cancellation notice and no buttons when the patient cancelled it', async () => {
    renderPage({ appointments: [anAppointment({ hasAppointeeCanceled: true, selfCheckInStatus: 'allowed' })] });
    expect(await screen.findByText('You have cancelled this appointment.')).toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(checkInButton()).not.toBeInTheDocument();
  });

  it('shows the cancellation notice and no buttons when the clinic cancelled it', async () => {
    renderPage({ appointments: [anAppointment({ isCancelled: true, hasAppointeeCanceled: false, selfCheckInStatus: 'allowed' })] });
    expect(await screen.findByText('The clinic has cancelled this appointment. You are welcome to book a new one.')).toBeInTheDocument();
    expect(screen.queryByText('You have cancelled this appointment.')).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(checkInButton()).not.toBeInTheDocument();
  });

  it('says a booking moved to another time moved, with a link to the new time, and offers nothing on it', async () => {
    renderPage({ appointments: [anAppointment({ isCancelled: true, hasAppointeeCanceled: true, movedTo: 205 })] });
    expect(await screen.findByText('You moved this booking to another time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the new time' })).toHaveAttribute('href', '/en/appointments/205');
    expect(screen.queryByText('You have cancelled this appointment.')).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change time' })).not.toBeInTheDocument();
  });

  it('has no cancellation notice otherwise', async () => {
    renderPage();
    await screen.findByRole('article');
    expect(screen.queryByText('You have cancelled this appointment.')).not.toBeInTheDocument();
    expect(screen.queryByText(/The clinic has cancelled/)).not.toBeInTheDocument();
  });

  it('links a visit whose fee can be paid online now to paying it, and no other', async () => {
    const { unmount } = renderPage({ appointments: [anAppointment({ visitFeePayable: true })] });
    expect(await screen.findByRole('link', { name: 'Pay the visit fee online' })).toHaveAttribute('href', '/en/pay-visit');
    unmount();
    renderPage();
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: 'Pay the visit fee online' })).not.toBeInTheDocument();
  });
});

describe('appointment page: self check-in', () => {
  it('offers an active button when allowed', async () => {
    renderPage({ appointments: [anAppointment({ selfCheckInStatus: 'allowed' })] });
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('shows a disabled button with the instructions when too early', async () => {
    renderPage({ appointments: [anAppointment({ selfCheckInStatus: 'tooEarly' })] });
    const button = await screen.findByRole('button', { name: 'Check in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You can check in here 30 minutes before your appointment when you are at the clinic.',
    );
  });

  it.each(['checkedIn', 'onlyAtReception', 'statusNotAvailable'] as const)('shows nothing for %s', async (selfCheckInStatus) => {
    renderPage({ appointments: [anAppointment({ selfCheckInStatus })] });
    await screen.findByRole('article');
    expect(checkInButton()).not.toBeInTheDocument();
  });

  it('hides both buttons once checked in', async () => {
    renderPage({ appointments: [anAppointment({ selfCheckInStatus: 'checkedIn', room: { location: 'A 1' } })] });
    await screen.findByRole('article');
    expect(cancelButton()).not.toBeInTheDocument();
    expect(screen.getByText('A 1')).toBeInTheDocument();
  });

  async function checkInWith(body: unknown) {
    const page = renderPage({
      appointments: [anAppointment({ selfCheckInStatus: 'allowed' })],
      handlers: { 'POST /api/appointments/check-in/101': answer(body) },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Check in' }));
    return page;
  }

  it('shows the room after a successful check-in and hides the buttons', async () => {
    const { api } = await checkInWith({ type: 'Success', room: { location: 'B 204' } });
    expect(await screen.findByText('You have checked in.')).toBeInTheDocument();
    expect(screen.getByText('Room: B 204')).toBeInTheDocument();
    expect(checkInButton()).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it("says 'see reception' when the room is not known", async () => {
    await checkInWith({ type: 'Success', room: { location: null } });
    expect(await screen.findByText('You have checked in.')).toBeInTheDocument();
    expect(screen.getAllByText('Please see reception').length).toBeGreaterThan(0);
  });

  it.each([
    ['AlreadyCheckedIn', 'You already have checked in for this appointment.'],
    ['TooEarly', 'Check-in is not yet available. Please try again 30 minutes prior to the scheduled appointment.'],
    ['Failure', 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.'],
    ['CheckInOnlyAtReception', 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.'],
  ])('says %s plainly and hides the buttons', async (type, text) => {
    await checkInWith({ type });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(checkInButton()).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });

  it.each([
    ['ConfidentialityFormNotFilled', /Before you can check in/],
    ['ConfidentialityFormNotFilledAsAdult', /You are now an adult/],
  ])('shows the consent notice for %s, leading to the consent tab, and hides the buttons', async (type, text) => {
    await checkInWith({ type });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(text);
    const href = within(notice).getByRole('link', { name: 'Identify yourself and review the terms' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/en/my-information');
    expect(decodeJsonBase64Url(url.searchParams.get('saveAction') ?? '')).toEqual({
      type: 'go-to-view-appointment-page',
      appointmentId: 101,
      tab: 'consent',
    });
    expect(checkInButton()).not.toBeInTheDocument();
    expect(cancelButton()).not.toBeInTheDocument();
  });
});

describe('appointment page: earlier time', () => {
  const state = {
    available: true,
    request: null,
    offer: null,
    choices: { practitionerName: 'Anna Lääkäri, General practitioner', specialtyName: 'General medicine', clinics: [{ id: 'HKI1', name: 'Kajo Kamppi' }], remote: false, sms: true },
  };
  const earlierTimeCalls = (api: ReturnType<typeof renderPage>['api']) => api.calls.filter((call) => call.url.pathname.endsWith('/earlier-time'));

  it('is offered in the card of an upcoming booking whose time may be changed', async () => {
    renderPage({ handlers: { 'GET /api/appointments/101/earlier-time': answer(state) } });
    const card = await screen.findByRole('article');
    expect(await within(card).findByRole('button', { name: 'Offer me an earlier time' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Earlier time' })).toBeInTheDocument();
  });

  it('is not asked for where the time may not be changed, or for a payer the portal does not book', async () => {
    const { api } = renderPage({ appointments: [anAppointment({ id: 101, mayCancel: false }), anAppointment({ id: 102, bookedAs: null })], ids: '101,102' });
    await screen.findAllByRole('article');
    expect(earlierTimeCalls(api)).toHaveLength(0);
  });

  it('is not asked for a cancelled booking or without a valid session', async () => {
    const { api, unmount } = renderPage({ appointments: [anAppointment({ isCancelled: true, hasAppointeeCanceled: true })] });
    await screen.findByRole('article');
    expect(earlierTimeCalls(api)).toHaveLength(0);
    unmount();
    const anonymous = renderPage({ session: null });
    await screen.findByRole('article');
    expect(earlierTimeCalls(anonymous.api)).toHaveLength(0);
  });
});

describe('appointment page: arrival reason', () => {
  it('is shown for a valid session and an appointment at the clinic', async () => {
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Reason for your visit' })).toBeInTheDocument();
  });

  it('is not shown for a remote appointment', async () => {
    renderPage({ appointments: [anAppointment({ isRemote: true })] });
    await screen.findByRole('article');
    expect(screen.queryByRole('textbox', { name: 'Reason for your visit' })).not.toBeInTheDocument();
  });

  it('is not shown without a valid session', async () => {
    renderPage({ session: null });
    await screen.findByRole('article');
    expect(screen.queryByRole('textbox', { name: 'Reason for your visit' })).not.toBeInTheDocument();
  });

  it('shows what the patient wrote before, without the prefix', async () => {
    renderPage({ appointments: [anAppointment({ arrivalReason: 'Sore throat' })] });
    expect(await screen.findByRole('textbox', { name: 'Reason for your visit' })).toHaveValue('Sore throat');
  });

  it('counts the characters and says when there are too many', async () => {
    const { user } = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Reason for your visit' });
    await user.type(field, 'Cough');
    expect(screen.getByText('5 / 300')).toBeInTheDocument();
    expect(screen.queryByText('Character limit exceeded')).not.toBeInTheDocument();
    await user.click(field);
    await user.paste('x'.repeat(296));
    expect(screen.getByText('301 / 300')).toBeInTheDocument();
    expect(screen.getByText('Character limit exceeded')).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('allows exactly 300 characters', async () => {
    const { user } = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Reason for your visit' });
    await user.click(field);
    await user.paste('x'.repeat(300));
    expect(screen.queryByText('Character limit exceeded')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves what the patient wrote and says so for 5 seconds', async () => {
    const { user, api, addToast } = renderPage({
      handlers: { 'POST /api/appointments/101/arrival-reason': answer({ type: 'Success' }) },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reason for your visit' }), 'Sore throat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(addToast).toHaveBeenCalledWith(
        { tone: 'success', title: 'Preliminary information saved successfully' },
        { timeout: 5000 },
      ),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ arrivalReason: 'Sore throat' });
  });

  it('says for 5 seconds when saving failed', async () => {
    const { user, addToast } = renderPage({ handlers: { 'POST /api/appointments/101/arrival-reason': answer({}, 500) } });
    await user.type(await screen.findByRole('textbox', { name: 'Reason for your visit' }), 'Sore throat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(addToast).toHaveBeenCalledWith(
        { tone: 'error', title: 'Failed to save preliminary information. Please try again.' },
        { timeout: 5000 },
      ),
    );
  });
});
