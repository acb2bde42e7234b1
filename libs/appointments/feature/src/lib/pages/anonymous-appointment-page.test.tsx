import { jsonResponse, renderWithProviders, answer, mockApi, never, offline } from '@portal/shared/data-access/testing';
import { decodeJsonBase64Url, encodeBase64Url } from '@portal/shared/util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import { anAnonymousAppointment } from '@portal/appointments/contracts/testing';
import { AnonymousAppointmentPage } from './anonymous-appointment-page';

const linkId = 'Ab3dEf7hIj9kLm2nOp4q';

function renderPage({
  id = linkId,
  get = answer(anAnonymousAppointment({ selfCheckInStatus: 'allowed' })),
  checkIn,
}: { id?: string; get?: Handler; checkIn?: Handler } = {}) {
  const api = mockApi({
    [`GET /api/anon/appointments/${linkId}`]: get,
    ...(checkIn ? { 'POST /api/anon/check-in': checkIn } : {}),
  });
  const result = renderWithProviders(<AnonymousAppointmentPage />, {
    route: `/en/appointment/${id}`,
    path: '/en/appointment/:appointmentId',
    fetch: api.fetch,
  });
  return { ...result, api, user: userEvent.setup() };
}

const boxes = () => screen.getAllByRole('textbox');
const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 4` });

async function startCheckIn(page: ReturnType<typeof renderPage>) {
  await page.user.click(await screen.findByRole('button', { name: 'Check in' }));
  expect(screen.getByRole('group', { name: 'Last four characters of your personal identity code' })).toBeInTheDocument();
}

describe('anonymous appointment: page states', () => {
  it('shows the appointment without a session', async () => {
    const { api } = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'General practitioner visit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeInTheDocument();
    expect(screen.getByText('3.12.2026 at 14:30')).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('lang')).toBe('en');
  });

  it('offers the appointment’s calendar file through the same link id', async () => {
    renderPage({ id: encodeBase64Url(`101_${linkId}`) });
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/anon/appointments/${linkId}/calendar?lang=en`);
  });

  it('takes the link id from the base64url form', async () => {
    const { api } = renderPage({ id: encodeBase64Url(`101_${linkId}`) });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(api.calls[0]?.url.pathname).toBe(`/api/anon/appointments/${linkId}`);
  });

  it('shows placeholders while loading', () => {
    renderPage({ get: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the appointment');
  });

  it('shows the error view and retries', async () => {
    let attempts = 0;
    const ok = answer(anAnonymousAppointment());
    const { user } = renderPage({ get: (request) => (++attempts === 1 ? answer({}, 500)(request) : ok(request)) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('says when the appointment is not found, offering to book or log in', async () => {
    renderPage({ get: answer({ type: 'NotFound' }, 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute('href', '/en/booking');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });

  it('says not found without asking when the id cannot be one', () => {
    const { api } = renderPage({ id: 'short' });
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says when the appointment was cancelled, offering a new booking', async () => {
    renderPage({ get: answer(anAnonymousAppointment({ isCancelled: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute('href', '/en/booking');
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('directs cancelling to strong sign-in, then the signed-in appointment page', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Log in to cancel the appointment' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/en/login');
    expect(url.searchParams.get('nextPath')).toBe('/en/appointments/101');
  });

  it('offers no cancelling once it is no longer possible (inside the cancellation window)', async () => {
    renderPage({ get: answer(anAnonymousAppointment({ isCancellable: false })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'General practitioner visit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to cancel the appointment' })).not.toBeInTheDocument();
  });
});

describe('anonymous appointment: check-in offer', () => {
  it('is a disabled button with the instructions when too early', async () => {
    renderPage({ get: answer(anAnonymousAppointment({ selfCheckInStatus: 'tooEarly' })) });
    const button = await screen.findByRole('button', { name: 'Check in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/30 minutes before your appointment/);
  });

  it.each(['checkedIn', 'onlyAtReception', 'statusNotAvailable'] as const)('is not there for %s', async (status) => {
    renderPage({ get: answer(anAnonymousAppointment({ selfCheckInStatus: status })) });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });
});

describe('anonymous appointment: identity code end part', () => {
  it('has exactly four boxes and focuses the first', async () => {
    const page = renderPage();
    await startCheckIn(page);
    expect(boxes()).toHaveLength(4);
    expect(box(1)).toHaveFocus();
  });

  it('takes only digits in boxes 1-3', async () => {
    const page = renderPage();
    await startCheckIn(page);
    await page.user.keyboard('A-');
    expect(box(1)).toHaveValue('');
    await page.user.keyboard('1B2');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
  });

  it('takes a check letter in box 4, upper-cased, and rejects letters that are not check characters', async () => {
    const page = renderPage({ checkIn: never });
    await startCheckIn(page);
    await page.user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await page.user.keyboard('g');
    expect(box(4)).toHaveValue('');
    await page.user.keyboard('a');
    expect(box(4)).toHaveValue('A');
  });

  it('moves focus forward on entry and back on backspace in an empty box', async () => {
    const page = renderPage();
    await startCheckIn(page);
    await page.user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await page.user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('sends the check when four characters are in, upper-cased, and waits', async () => {
    const page = renderPage({ checkIn: never });
    await startCheckIn(page);
    await page.user.keyboard('123');
    expect(page.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await page.user.keyboard('x');
    await waitFor(() => expect(page.api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(page.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ appointmentId: linkId, ssnEndPart: '123X' });
    expect(page.api.calls.find((c) => c.method === 'POST')?.url.searchParams.has('csrfToken')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Just a moment...');
    for (const element of boxes()) expect(element).toBeDisabled();
  });

  it('goes back from the code entry to the start', async () => {
    const page = renderPage();
    await startCheckIn(page);
    await page.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});

describe('anonymous appointment: check-in results', () => {
  async function enterCode(checkIn: Handler, get?: Handler) {
    const page = renderPage({ checkIn, ...(get ? { get } : {}) });
    await startCheckIn(page);
    await page.user.keyboard('123A');
    return page;
  }

  it('checks in, loads the appointment again and shows the room', async () => {
    let loads = 0;
    const page = await enterCode(answer({ type: 'success', room: { location: 'C 3' } }), () => {
      loads += 1;
      return jsonResponse(anAnonymousAppointment({ selfCheckInStatus: loads === 1 ? 'allowed' : 'checkedIn' }));
    });
    expect(await screen.findByText('You have checked in.')).toBeInTheDocument();
    expect(screen.getByText('Room: C 3')).toBeInTheDocument();
    expect(loads).toBe(2);
    expect(screen.queryByRole('link', { name: 'Log in to cancel the appointment' })).not.toBeInTheDocument();
    expect(page.api.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it("says 'see reception' without a room", async () => {
    await enterCode(answer({ type: 'success', room: { location: null } }));
    expect(await screen.findByText('You have checked in.')).toBeInTheDocument();
    expect(screen.getAllByText('Please see reception').length).toBeGreaterThan(0);
  });

  it('returns to the code input marked invalid on a mismatch', async () => {
    const page = await enterCode(answer({ type: 'ssnEndPartMismatch' }));
    expect(
      await screen.findByText('The final part of the personal identity code is incorrect. Please check and try again.'),
    ).toBeInTheDocument();
    for (const element of boxes()) expect(element).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(box(4)).toHaveFocus());
    // Correcting a character sends the code again.
    await page.user.keyboard('B');
    await waitFor(() => expect(page.api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(page.api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ appointmentId: linkId, ssnEndPart: '123B' });
  });

  it.each([
    ['confidentialityFormNotFilled', /Before you can check in/],
    ['confidentialityFormNotFilledAsAdult', /You are now an adult/],
  ])('asks to identify when %s', async (type, text) => {
    await enterCode(answer({ type }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(text);
    const href = within(notice).getByRole('link', { name: 'Identify yourself and review the terms' }).getAttribute('href') ?? '';
    const login = new URL(href, 'http://localhost');
    expect(login.pathname).toBe('/en/login');
    const next = new URL(login.searchParams.get('nextPath') ?? '', 'http://localhost');
    expect(next.pathname).toBe('/en/my-information');
    expect(decodeJsonBase64Url(next.searchParams.get('saveAction') ?? '')).toEqual({
      type: 'go-to-view-appointment-page',
      appointmentId: 101,
      tab: 'consent',
    });
  });

  it.each([
    ['alreadyCheckedIn', 'You already have checked in for this appointment.'],
    ['tooEarly', 'Check-in is not yet available. Please try again 30 minutes prior to the scheduled appointment.'],
    ['checkInOnlyAtReception', 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.'],
    ['failure', 'Check-in failed. Please see the receptionist nurse when checking in to your appointment.'],
  ])('says %s plainly', async (type, text) => {
    await enterCode(answer({ type }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when the network failed, and retry starts over', async () => {
    const page = await enterCode(offline);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('says plainly when the attempts are used up (429)', async () => {
    await enterCode(answer({ type: 'TooManyRequests' }, 429));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts\./);
  });

  it('leads to strong sign-in when the link takes no more end parts', async () => {
    await enterCode(answer({ type: 'signInRequired' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/entered wrong too many times\. Log in to check in/);
    const url = new URL(screen.getByRole('link', { name: 'Log in to check in' }).getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/en/login');
    expect(url.searchParams.get('nextPath')).toBe('/en/appointments/101');
  });

  it('fails plainly on a server error', async () => {
    await enterCode(answer({}, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in failed.');
  });
});
