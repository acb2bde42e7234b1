import type { ReservationResponse } from '@portal/booking/contracts';
import { aBrand, renderWithProviders, answer, mockApi, never, offline } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import { aReservationAppointment } from '@portal/booking/contracts/testing';
import { pagePaths } from '@portal/shared/util';
import { ReservationPage } from './reservation-page';

const success: ReservationResponse = {
  type: 'success',
  reservationDetails: { appointmentId: 7, startDate: '2026-12-03T12:30:00.000Z', anonymousLinkId: 'Ab3dEf7hIj9kLm2nOp4q' },
};

function renderPage({
  id = '7',
  get = answer(aReservationAppointment()),
  reserve = answer(success),
  brand = aBrand(),
  search = '',
  lang = 'en',
}: { id?: string; get?: Handler; reserve?: Handler; brand?: ReturnType<typeof aBrand>; search?: string; lang?: 'en' | 'fi' | 'sv' } = {}) {
  const api = mockApi({ 'GET /api/appointments/7': get, 'POST /api/anon/reserve-appointment': reserve });
  const result = renderWithProviders(<ReservationPage />, {
    route: `/${lang}/anonymous-users/reserve/${id}${search}`,
    path: `/${lang}/anonymous-users/reserve/:reservationId`,
    fetch: api.fetch,
    brand,
    lang,
  });
  return { ...result, api, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillForm(page: ReturnType<typeof renderPage>, values: Partial<Record<string, string>> = {}) {
  const filled = {
    'Personal identity code': '150488-902P',
    'First name': 'Laura',
    'Last name': 'Mäkinen',
    'Phone number': '0401234567',
    'E-mail': 'laura@example.com',
    ...values,
  };
  await screen.findByRole('button', { name: 'Reserve appointment' });
  for (const [name, value] of Object.entries(filled)) {
    if (!value) continue;
    // Pasting is one change, as quick as a browser's autofill; the field is then left, as by Tab.
    await page.user.click(field(name));
    await page.user.paste(value);
    await page.user.tab();
  }
  await page.user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

const submit = (page: ReturnType<typeof renderPage>) =>
  page.user.click(screen.getByRole('button', { name: 'Reserve appointment' }));

describe('reservation page: states', () => {
  it('shows placeholders while loading', () => {
    renderPage({ get: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the appointment');
  });

  // The API answers a taken, cancelled, past or unknown time alike (404), so that ids cannot be
  // walked to learn which times are taken: each is no longer available, with the way back to the
  // list the time was chosen from, its filters kept.
  it('says a time the API does not show is no longer available, linking to the list with its filters', async () => {
    renderPage({ get: answer({ type: 'NotFound' }, 404), search: '?customerType=kela65&specialtyIds=3&time=morning' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unfortunately the appointment is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to available appointments' })).toHaveAttribute(
      'href',
      `${pagePaths.booking.customerType('en', 'kela65')}?specialtyIds=3&time=morning`,
    );
  });

  it('says not found without asking when the id is not numeric', () => {
    const { api } = renderPage({ id: 'abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the error view and retries', async () => {
    let attempts = 0;
    const ok = answer(aReservationAppointment());
    const { user } = renderPage({ get: (request) => (++attempts === 1 ? answer({}, 500)(request) : ok(request)) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'General practitioner visit' })).toBeInTheDocument();
  });

  it('shows the appointment with its price', async () => {
    renderPage();
    expect(await screen.findByText('3.12.2026 at 14:30')).toBeInTheDocument();
    const price = screen.getByText('Price').nextElementSibling;
    expect(price).toHaveTextContent(/^From €89.50/);
    expect(price).toHaveTextContent(/Service fee €12.00$/);
  });
});

describe('reservation page: anonymous form', () => {
  it('keeps Reserve disabled until every field is valid, saying why', async () => {
    const page = renderPage();
    const button = await screen.findByRole('button', { name: 'Reserve appointment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Fill in every field and tick the boxes to reserve.');
    await fillForm(page, { 'Phone number': '' });
    expect(button).toBeDisabled();
    await page.user.click(field('Phone number'));
    await page.user.paste('0401234567');
    await page.user.tab();
    expect(button).toBeEnabled();
    await page.user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    expect(button).toBeDisabled();
    expect(page.api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows Required under a field left empty', async () => {
    const page = renderPage();
    await screen.findByRole('button', { name: 'Reserve appointment' });
    for (const name of ['Personal identity code', 'First name', 'Phone number']) {
      await page.user.click(field(name));
      await page.user.tab();
      expect(field(name)).toHaveAccessibleDescription('Required');
    }
  });

  it('shows the spec messages for a wrong identity code, phone and e-mail', async () => {
    const page = renderPage();
    await fillForm(page, { 'Personal identity code': '150488-902X', 'Phone number': '12', 'E-mail': 'laura@example' });
    await submit(page);
    expect(field('Personal identity code')).toHaveAccessibleDescription('Please check your identity number');
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter your phone number, eg. +358401234567');
    expect(field('E-mail')).toHaveAccessibleDescription(
      'Please enter your email, eg. firstname.lastname@example.com',
    );
  });

  it('warns that phone and e-mail are needed once a touched one is empty', async () => {
    const page = renderPage();
    await screen.findByRole('button', { name: 'Reserve appointment' });
    expect(screen.queryByText(/We need both your phone number and e-mail/)).not.toBeInTheDocument();
    await page.user.click(field('Phone number'));
    await page.user.tab();
    expect(screen.getByText(/We need both your phone number and e-mail/)).toBeInTheDocument();
  });

  it('asks for the binding box only when the start is closer than the binding hours', async () => {
    const soon = new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString();
    const page = renderPage({ get: answer(aReservationAppointment({ startDate: soon, bindingHours: 24 })) });
    await fillForm(page);
    const binding = screen.getByRole('checkbox', { name: /the reservation is binding: it starts in less than 24 hours/ });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    await page.user.click(binding);
    await page.user.click(binding);
    await page.user.tab();
    expect(binding).toHaveAccessibleDescription(/Please confirm that you understand the reservation is binding/);
    await page.user.click(binding);
    await submit(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(page.api.calls.at(-1)?.body).toMatchObject({ bindingAccepted: true });
  });

  it('adds the binding box when the time enters the binding hours while the form is being filled', async () => {
    const justOutside = new Date(Date.now() + 24 * 60 * 60 * 1000 + 400).toISOString();
    const page = renderPage({ get: answer(aReservationAppointment({ startDate: justOutside, bindingHours: 24 })) });
    await fillForm(page);
    const binding = await screen.findByRole('checkbox', { name: /the reservation is binding/ }, { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    await page.user.click(binding);
    await submit(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(page.api.calls.at(-1)?.body).toMatchObject({ bindingAccepted: true });
  });

  it('has no binding box for a later start', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Reserve appointment' });
    expect(screen.queryByRole('checkbox', { name: /binding/ })).not.toBeInTheDocument();
  });

  it('reserves and links the success view to the anonymous appointment link', async () => {
    const page = renderPage();
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your appointment' })).toHaveAttribute(
      'href',
      '/en/appointment/Ab3dEf7hIj9kLm2nOp4q',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/anon/appointments/Ab3dEf7hIj9kLm2nOp4q/calendar?lang=en');
    expect(page.api.calls.at(-1)?.body).toEqual({
      ssn: '150488-902P',
      firstName: 'Laura',
      lastName: 'Mäkinen',
      phone: '+358401234567',
      emailAddress: 'laura@example.com',
      termsAccepted: true,
      bindingAccepted: false,
      allowsBookingSms: false,
      internalOrganization: 'general',
      appointmentId: 7,
      language: 'en',
    });
  });

  it('sends the booking-texts box when ticked', async () => {
    const page = renderPage();
    await fillForm(page);
    await page.user.click(screen.getByRole('checkbox', { name: 'Send the confirmation and a reminder to my phone as a text message too' }));
    await submit(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(page.api.calls.at(-1)?.body).toMatchObject({ allowsBookingSms: true });
  });
});

describe('reservation page: anonymous results', () => {
  it.each([
    ['appointmentNotAvailable', 'The appointment has already been reserved. Please choose another appointment.'],
    ['tooManyReservations', 'You have too many reservations. Cancel one of them, after which you can reserve a new appointment.'],
    ['unknownError', 'Something went wrong. Please try again.'],
    [
      'treatmentChainCreationFailed',
      'Booking using direct reimbursement failed. Choose another payment method or try booking again later. If the problem persists, please contact our customer support.',
    ],
  ] as const)('shows %s', async (type, text) => {
    const page = renderPage({ reserve: answer({ type }) });
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('links appointmentNotAvailable to the list the time was chosen from, its filters kept', async () => {
    const page = renderPage({ reserve: answer({ type: 'appointmentNotAvailable' }), search: '?startDate=2026-12-10&practitionerIds=4' });
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('link', { name: 'Choose another appointment' })).toHaveAttribute(
      'href',
      '/en/booking/private-customer?startDate=2026-12-10&practitionerIds=4',
    );
  });

  it('shows a network error', async () => {
    const page = renderPage({ reserve: offline });
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('lists the fields of a validation error', async () => {
    const details = [
      { path: 'phone', message: 'x' },
      { path: 'ssn', message: 'y' },
    ];
    const page = renderPage({ reserve: answer({ type: 'ValidationError', details }, 400) });
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the following fields: Phone number and Personal identity code',
    );
  });

  it('sends an answer about the identity code to strong sign-in, then registration (a patient goes straight on), then back to the reservation', async () => {
    const page = renderPage({ reserve: answer({ type: 'patientInfoConflict' }), search: '?customerType=private' });
    await fillForm(page);
    await submit(page);
    const link = await screen.findByRole('link', { name: 'Log in' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/en/login');
    const next = new URL(url.searchParams.get('nextPath') ?? '', 'http://localhost');
    expect(next.pathname).toBe('/en/registration');
    expect(next.searchParams.get('next')).toBe('/en/booking/reserve/7?customerType=private');
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByText(/not yet our customer/)).not.toBeInTheDocument();
  });

  it.each([
    // The API answers patientInfoConflict for every identity code it cannot use; the others are
    // not sent anonymously any more, but would mean the same, and never 'Booking interrupted'.
    ['patientInfoConflict', answer({ type: 'patientInfoConflict' })],
    ['noPatient', answer({ type: 'noPatient' })],
    ['patientDataConsentRequired', answer({ type: 'patientDataConsentRequired' })],
    ['notCreditworthy', answer({ type: 'notCreditworthy' })],
    // Too many attempts for now: only a strong sign-in goes on, not 'Something went wrong'.
    ['429 TooManyRequests', answer({ type: 'TooManyRequests' }, 429)],
  ] as const)('shows the weak-login warning for %s', async (_type, reserve) => {
    const page = renderPage({ reserve });
    await fillForm(page);
    await submit(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To reserve this appointment you need to log in with your bank credentials or a mobile certificate.',
    );
    const url = new URL(screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '', 'http://localhost');
    expect(url.searchParams.get('nextPath')).toBe('/en/registration?next=%2Fen%2Fbooking%2Freserve%2F7');
    expect(screen.queryByRole('heading', { name: 'Booking interrupted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).not.toBeInTheDocument();
  });

  it("offers the child's or one's own sign-in in the children's brand", async () => {
    const page = renderPage({ reserve: answer({ type: 'patientInfoConflict' }), brand: aBrand('children') });
    await fillForm(page);
    await submit(page);
    const child = new URL(
      (await screen.findByRole('link', { name: 'Log in for a child aged 11 or under' })).getAttribute('href') ?? '',
      'http://localhost',
    );
    const own = new URL(
      screen.getByRole('link', { name: 'Log in for yourself (aged 12 or over)' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(child.searchParams.get('mode')).toBe('mandate');
    expect(own.searchParams.get('mode')).toBe('self');
    expect(child.searchParams.get('nextPath')).toBe('/en/registration?next=%2Fen%2Fbooking%2Freserve%2F7');
  });

  it('asks to sign in instead of the form when the time needs it', async () => {
    renderPage({ get: answer(aReservationAppointment({ requiresAuthToReserve: true })) });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).not.toBeInTheDocument();
  });

  it('asks to sign in for an insurance or 65+ time', async () => {
    renderPage({ search: '?customerType=kela65' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the 65+ doctor visit' })).toHaveTextContent(
      /65 or over on the day of the visit.*log in with your bank credentials/,
    );
  });
});

describe('reservation page: sign-in prompt', () => {
  it('does not announce the prompt that opens the page, only one that answers a reservation', async () => {
    renderPage({ get: answer(aReservationAppointment({ requiresAuthToReserve: true })) });
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
