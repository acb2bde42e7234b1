import type { Patient, SignedInSession } from '@portal/shared/contracts';
import { aSignedInSession, renderWithProviders, answer, mockApi } from '@portal/shared/data-access/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import { aPatient, aReservationAppointment } from '@portal/booking/contracts/testing';
import { pagePaths } from '@portal/shared/util';
import { ReservationPage } from './reservation-page';

const success = answer({
  type: 'success',
  reservationDetails: { appointmentId: 7, startDate: '2026-12-03T12:30:00.000Z', anonymousLinkId: 'Ab3dEf7hIj9kLm2nOp4q' },
});

function renderPage({
  patient = aPatient(),
  get = answer(aReservationAppointment()),
  reserve = success,
  update,
  cancel,
  session = aSignedInSession(),
  customerType = 'private',
}: {
  patient?: Patient;
  get?: Handler;
  reserve?: Handler;
  update?: Handler;
  cancel?: Handler;
  session?: SignedInSession;
  customerType?: string;
} = {}) {
  const api = mockApi({
    'GET /api/appointments/7': get,
    'GET /api/user': answer(patient),
    'POST /api/reserve-appointment': reserve,
    ...(update ? { 'PUT /api/user': update } : {}),
    ...(cancel ? { 'DELETE /api/appointments/7': cancel } : {}),
  });
  const result = renderWithProviders(<ReservationPage />, {
    route: `/en/booking/reserve/7?customerType=${customerType}`,
    path: '/en/booking/reserve/:reservationId',
    routes: [
      { path: '/en/registration', element: <p>Registration form</p> },
      { path: '/en/data-processing', element: <p>Consent form</p> },
    ],
    session,
    fetch: api.fetch,
  });
  return { ...result, api, user: userEvent.setup({ delay: null }) };
}

const reserveButton = () => screen.findByRole('button', { name: 'Reserve appointment' });

describe('signed-in reservation: flows', () => {
  it('says no longer available for a time the API does not show (someone else’s, gone), with the way back', async () => {
    renderPage({ get: answer({ type: 'NotFound' }, 404), customerType: 'insurance' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unfortunately the appointment is no longer available' }),
    ).toBeInTheDocument();
    // Nothing about who holds the time.
    expect(screen.queryByText(/already been reserved/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to available appointments' })).toHaveAttribute('href', pagePaths.booking.customerType('en', 'insurance'));
  });

  it('says already reserved for the patient’s own reserved time, with a link back to the list', async () => {
    renderPage({ get: answer(aReservationAppointment({ isReserved: true })) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unfortunately the appointment is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The appointment has already been reserved. Please choose another appointment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to available appointments' })).toHaveAttribute(
      'href',
      '/en/booking/private-customer',
    );
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).not.toBeInTheDocument();
  });

  it('sends an unregistered person to the registration form, then back here', async () => {
    const { router } = renderPage({ patient: aPatient({ isRegistered: false }) });
    expect(await screen.findByText('Registration form')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/en/booking/reserve/7?customerType=private')}`);
  });

  it('sends a patient without consent on record to the consent form first', async () => {
    const { router } = renderPage({ patient: aPatient({ patientDataConsentFormUpdated: null }) });
    expect(await screen.findByText('Consent form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/data-processing');
  });

  it('returns to the consent form when the reservation answers patientDataConsentRequired', async () => {
    const { user } = renderPage({ reserve: answer({ type: 'patientDataConsentRequired' }) });
    await user.click(await reserveButton());
    expect(await screen.findByText('Consent form')).toBeInTheDocument();
  });

  it('interrupts booking for a person who is not creditworthy, with the billing contacts', async () => {
    renderPage({ patient: aPatient({ isCreditworthy: false }) });
    expect(await screen.findByRole('heading', { name: 'Booking interrupted' })).toBeInTheDocument();
    expect(screen.getByText(/phone 010 380 3800, e-mail laskutus@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).not.toBeInTheDocument();
  });

  it('lets an occupational customer book even when not creditworthy', async () => {
    renderPage({ patient: aPatient({ isCreditworthy: false, healthCareType: 'occupational' }) });
    expect(await reserveButton()).toBeEnabled();
  });
});

describe('signed-in reservation: reserve button and contact details', () => {
  it('shows the contact details read-only and reserves with them', async () => {
    const { user, api } = renderPage();
    await user.click(await reserveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your appointment' })).toHaveAttribute('href', '/en/appointments/7');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/appointments/7/calendar?lang=en');
    expect(api.calls.at(-1)?.body).toEqual({
      internalOrganization: 'general',
      appointmentId: 7,
      // The page's language: the confirmation and the reminder are written in it.
      language: 'en',
      emailAddress: 'laura@example.com',
      phone: '+358401234567',
      customerType: 'private',
    });
  });

  it('is disabled while a contact detail is missing', async () => {
    renderPage({ patient: aPatient({ phoneNumber: null }) });
    const button = await reserveButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Please complete your contact details before reserving.');
  });

  it('is disabled while contact edits are unsaved', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeEnabled();
  });

  it('needs the binding box when the start is close', async () => {
    const soon = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const { user, api } = renderPage({ get: answer(aReservationAppointment({ startDate: soon })) });
    const button = await reserveButton();
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /the reservation is binding/ }));
    expect(button).toBeEnabled();
    await user.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(api.calls.at(-1)?.body).toMatchObject({ bindingAccepted: true });
  });

  it('shows the binding box when the time enters the binding hours while the page is open', async () => {
    const justOutside = new Date(Date.now() + 24 * 60 * 60 * 1000 + 400).toISOString();
    const { user } = renderPage({ get: answer(aReservationAppointment({ startDate: justOutside, bindingHours: 24 })) });
    expect(await reserveButton()).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /the reservation is binding/ })).not.toBeInTheDocument();
    const binding = await screen.findByRole('checkbox', { name: /the reservation is binding/ }, { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    await user.click(binding);
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeEnabled();
  });

  it('saves edited contact details through PUT /api/user and shows them', async () => {
    const saved = {
      streetAddress: 'Aleksanterinkatu 5',
      postalCode: '00100',
      postOffice: 'Helsinki',
      emailAddress: 'laura@example.com',
      phoneNumber: '+358401234567',
    };
    const { user, api } = renderPage({ update: answer({ type: 'success', patient: saved }) });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    const street = screen.getByRole('textbox', { name: /^Street address/ });
    await user.clear(street);
    await user.type(street, 'Aleksanterinkatu 5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Aleksanterinkatu 5, 00100 Helsinki')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual(saved);
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeEnabled();
  });

  it('shows the contact validation messages', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    const postalCode = screen.getByRole('textbox', { name: /^Postal code/ });
    await user.clear(postalCode);
    await user.type(postalCode, '123');
    const street = screen.getByRole('textbox', { name: /^Street address/ });
    await user.clear(street);
    await user.type(street, 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(postalCode).toHaveAccessibleDescription('Enter five digits');
    expect(street).toHaveAccessibleDescription('Enter 2-30 characters');
  });

  it('says when saving the contact details failed', async () => {
    const { user } = renderPage({ update: answer({}, 500) });
    await user.click(await screen.findByRole('button', { name: 'Edit contact details' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong and we could not save the changes. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
  });

  it('shows a reservation error where the form is', async () => {
    const { user } = renderPage({ reserve: answer({ type: 'tooManyReservations' }) });
    await user.click(await reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/You have too many reservations/);
  });
});

describe('signed-in reservation: reason for the appointment', () => {
  it('sends the reason when given', async () => {
    const { user, api } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /^Reason for the appointment/ }), 'Sore throat');
    await user.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(api.calls.at(-1)?.body).toMatchObject({ description: 'Sore throat' });
  });

  it('disables reserving while the reason is too long', async () => {
    const { user } = renderPage();
    const reason = await screen.findByRole('textbox', { name: /^Reason for the appointment/ });
    await user.click(reason);
    await user.paste('x'.repeat(301));
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
  });
});

describe('signed-in reservation: cancel on the success view', () => {
  it('cancels the appointment just reserved after a confirmation', async () => {
    const { user, api, tracker } = renderPage({ cancel: answer({ type: 'success' }) });
    await user.click(await reserveButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The appointment has been cancelled.');
    expect(screen.getByRole('link', { name: 'Book another appointment' })).toHaveAttribute('href', '/en/booking/private-customer');
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(tracker.entries).toEqual([{ event: 'reservation-cancel' }]);
  });

  it('keeps the appointment when the patient changes their mind', async () => {
    const { user, api } = renderPage({ cancel: answer({ type: 'success' }) });
    await user.click(await reserveButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'No, keep the appointment' }));
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('says when the cancellation window has passed', async () => {
    const { user } = renderPage({ cancel: answer({ type: 'deadlineExceeded', cancellationHours: 24 }) });
    await user.click(await reserveButton());
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The appointment starts in less than 24 hours and can no longer be cancelled online. Please call customer service 010 380 3838.',
    );
  });

  it('hides cancel in the in-app booking session', async () => {
    const { user } = renderPage({ session: aSignedInSession({ sessionScope: 'in-app-booking' }) });
    await user.click(await reserveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('offers no cancel for a binding reservation', async () => {
    const soon = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const { user } = renderPage({ get: answer(aReservationAppointment({ startDate: soon })) });
    await user.click(await screen.findByRole('checkbox', { name: /the reservation is binding/ }));
    await user.click(await reserveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });
});

describe('signed-in reservation: 65+', () => {
  const kela65Time = aReservationAppointment({ kindId: 'Y65V' });

  it('shows the 65+ notice and no form to a patient under 65 on the day of the visit', async () => {
    renderPage({ customerType: 'kela65', get: answer(kela65Time), patient: aPatient({ maskedSsn: '150488-****' }) });
    expect(await screen.findByText(/You are under 65, so you cannot book a 65\+ doctor visit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book as a private customer' })).toHaveAttribute('href', '/en/booking/private-customer');
    expect(screen.queryByRole('button', { name: 'Reserve appointment' })).not.toBeInTheDocument();
  });

  it('reserves a 65+ time for a patient aged 65 or over, as kela65', async () => {
    const { user, api } = renderPage({ customerType: 'kela65', get: answer(kela65Time), patient: aPatient({ maskedSsn: '010150-****' }) });
    expect(await screen.findByRole('region', { name: 'About the 65+ doctor visit' })).toHaveTextContent(/1\.9\.2025/);
    await user.click(await reserveButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ customerType: 'kela65' });
  });

  it('says so when the API refuses the 65+ time for the age', async () => {
    const { user } = renderPage({
      customerType: 'kela65',
      get: answer(kela65Time),
      patient: aPatient({ maskedSsn: '010150-****' }),
      reserve: answer({ type: 'kela65AgeLimit' }),
    });
    await user.click(await reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The 65+ doctor visit is only for patients aged 65 or over on the day of the visit. Please book as a private customer.',
    );
  });
});

describe('signed-in reservation: occupational confirmation', () => {
  const occupationalPatient = aPatient({ healthCareType: 'occupational' });
  const timeOf = (id: string, name: string) =>
    answer(aReservationAppointment({ specialtyData: { specialties: [{ id, name, cmsContent: { title: name, appointmentReservationInfo: null } }] } }));

  it.each([
    ['ORT', 'Orthopaedics', 'I confirm that I have a doctor’s referral for this visit, as my occupational health contract requires.'],
    ['KUV', 'Imaging', 'I confirm that I have a referral from my occupational health team for this visit.'],
    ['FYS', 'Physiotherapy', 'I confirm that I have a referral for Physiotherapy from my occupational health team.'],
    ['TTH', 'Occupational health', 'I confirm that this visit is covered by my employer’s occupational health contract.'],
  ])('asks for %s (%s): %s', async (id, name, text) => {
    renderPage({ customerType: 'occupational', patient: occupationalPatient, get: timeOf(id, name) });
    expect(await screen.findByRole('checkbox', { name: text })).not.toBeChecked();
  });

  it('keeps Reserve disabled until the box is ticked, and sends the confirmation', async () => {
    const { user, api } = renderPage({ customerType: 'occupational', patient: occupationalPatient, get: timeOf('TTH', 'Occupational health') });
    const button = await reserveButton();
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /occupational health contract/ }));
    expect(button).toBeEnabled();
    await user.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ customerType: 'occupational', occupationalConfirmed: true });
  });

  it('never interrupts an occupational customer for creditworthiness', async () => {
    renderPage({ customerType: 'occupational', patient: aPatient({ healthCareType: 'occupational', isCreditworthy: false }) });
    expect(await reserveButton()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking interrupted' })).not.toBeInTheDocument();
  });

  it('shows no confirmation box for a private reservation', async () => {
    renderPage();
    expect(await reserveButton()).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /occupational health/ })).not.toBeInTheDocument();
  });
});
