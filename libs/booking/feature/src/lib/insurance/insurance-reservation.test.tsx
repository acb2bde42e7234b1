import type { DirectCompensationPermit, ReservationAppointment } from '@portal/booking/contracts';
import type { ErrorReporter } from '@portal/shared/data-access';
import { browserLocation } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, mockApi, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPatient, aReservationAppointment } from '@portal/booking/contracts/testing';
import { ReservationPage } from '../reservation/pages/reservation-page';
import { INSURANCE_EVENTS } from './use-insurance';

const knee: DirectCompensationPermit = { symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2027-02-21', contentHash: 'kneePermitHash0001' };
/** Ends the day before the appointment (3.12.2026): it cannot pay for it. */
const ended: DirectCompensationPermit = { symptom: 'Back pain', bodyPart: 'Lower back', validTo: '2026-12-02', contentHash: 'backPermitHash0002' };

const success = answer({
  type: 'success',
  reservationDetails: { appointmentId: 7, startDate: '2026-12-03T12:30:00.000Z', anonymousLinkId: 'Ab3dEf7hIj9kLm2nOp4q' },
});

function renderPage({
  handlers = {},
  query = '',
  features = ['lahitapiola-insurance-flow'] as const,
  appointment = aReservationAppointment(),
}: { handlers?: Record<string, Handler>; query?: string; features?: readonly ['lahitapiola-insurance-flow'] | readonly []; appointment?: ReservationAppointment } = {}) {
  const api = mockApi({
    'GET /api/appointments/7': answer(appointment),
    'GET /api/user': answer(aPatient({ healthCareType: 'insurance' })),
    'POST /api/concepts': answer({ type: 'success' }),
    'POST /api/reserve-appointment': success,
    ...handlers,
  });
  const reporter: ErrorReporter & { report: jest.Mock } = { report: jest.fn() };
  const result = renderWithProviders(<ReservationPage />, {
    route: `/en/booking/reserve/7?customerType=insurance${query}`,
    path: '/en/booking/reserve/:reservationId',
    session: aSignedInSession({ features: [...features] }),
    fetch: api.fetch,
    reporter,
  });
  return { ...result, api, reporter, user: userEvent.setup({ delay: null }) };
}

const reserveButton = () => screen.findByRole('button', { name: 'Reserve appointment' });
const callsTo = (api: ReturnType<typeof mockApi>, method: string, path: string) => api.calls.filter((call) => call.method === method && call.url.pathname === path);

describe('an insurance reservation', () => {
  it('books with If’s direct compensation: option, consent, the concept first, then the reservation', async () => {
    const { api, user, tracker } = renderPage();
    const reserve = await reserveButton();
    expect(reserve).toBeDisabled();
    expect(screen.getByText('Choose your insurance company')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'If' }));
    expect(reserve).toBeDisabled();
    expect(screen.getByText('Choose how the visit is paid')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Direct compensation: the insurance company pays the clinic' }));
    expect(reserve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree that the clinic uses direct compensation from If/ }));
    expect(reserve).toBeEnabled();
    await user.click(reserve);
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' })).toBeInTheDocument();

    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => [call.url.pathname, call.body]);
    expect(posts).toEqual([
      ['/api/concepts', { code: '90157' }],
      [
        '/api/reserve-appointment',
        {
          internalOrganization: 'general',
          appointmentId: 7,
          language: 'en',
          emailAddress: 'laura@example.com',
          phone: '+358401234567',
          customerType: 'insurance',
          insuranceCompany: 'IF',
          reimbursementOption: 'USE_REIMBURSEMENT',
          directCompensationConsent: true,
          conceptCode: '90157',
        },
      ],
    ]);
    // The choices are tracked, and nothing of the person.
    expect(tracker.entries).toEqual([
      { event: INSURANCE_EVENTS.insurer, insurer: 'IF' },
      { event: INSURANCE_EVENTS.option, insurer: 'IF', option: 'USE_REIMBURSEMENT' },
    ]);
  });

  it('shows the unknown error and reports it as critical when the concept cannot be added, and reserves nothing', async () => {
    const { api, user, reporter } = renderPage({ handlers: { 'POST /api/concepts': answer({ type: 'conceptOnlineUpdateNotAllowed' }) } });
    await user.click(await screen.findByRole('radio', { name: 'If' }));
    await user.click(screen.getByRole('radio', { name: 'I pay the visit and claim it back from the insurance company' }));
    await user.click(await reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(callsTo(api, 'POST', '/api/concepts').map((call) => call.body)).toEqual([{ code: '758236' }]);
    expect(callsTo(api, 'POST', '/api/reserve-appointment')).toEqual([]);
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ process: 'booking-insurance', severity: 'critical' }));
  });

  it('says direct reimbursement failed when the API answers treatmentChainCreationFailed', async () => {
    const { user } = renderPage({ handlers: { 'POST /api/reserve-appointment': answer({ type: 'treatmentChainCreationFailed' }) } });
    await user.click(await screen.findByRole('radio', { name: 'Other insurance company' }));
    await user.click(await reserveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Booking using direct reimbursement failed\. Choose another payment method/);
  });

  it('books Other without an option or a concept', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Other insurance company' }));
    await user.click(await reserveButton());
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(callsTo(api, 'POST', '/api/concepts')).toEqual([]);
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).toMatchObject({ insuranceCompany: 'OTHER' });
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).not.toHaveProperty('conceptCode');
  });

  it('sends the kind’s concept (663) without adding it to the patient', async () => {
    const { api, user } = renderPage({ appointment: aReservationAppointment({ kindConceptCode: '663' }) });
    await user.click(await screen.findByRole('radio', { name: 'If' }));
    await user.click(screen.getByRole('radio', { name: 'I pay the visit and claim it back from the insurance company' }));
    await user.click(await reserveButton());
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(callsTo(api, 'POST', '/api/concepts')).toEqual([]);
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).toMatchObject({ conceptCode: '663' });
  });
});

describe('an insurance reservation with Pohjola (OP)', () => {
  it('reserves only once Pohjola has found the insurance on the appointment’s day', async () => {
    const { api, user, tracker } = renderPage({ handlers: { 'GET /api/insurance/pohjola-check/2026-12-03': answer({ hasInsurance: true }) } });
    await user.click(await screen.findByRole('radio', { name: 'Pohjola Insurance (OP)' }));
    await user.click(screen.getByRole('radio', { name: 'I pay the visit and claim it back from the insurance company' }));
    const reserve = await reserveButton();
    expect(reserve).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check my insurance' }));
    expect(await screen.findByText('Pohjola Insurance confirmed that you are insured on 3.12.2026.')).toBeInTheDocument();
    expect(reserve).toBeEnabled();
    expect(tracker.entries).toContainEqual({ event: INSURANCE_EVENTS.step, insurer: 'OP', step: 'found' });
    await user.click(reserve);
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(callsTo(api, 'POST', '/api/concepts').map((call) => call.body)).toEqual([{ code: '999503' }]);
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).toMatchObject({ insuranceCompany: 'OP', reimbursementOption: 'PAY_AND_REIMBURSE', conceptCode: '999503' });
  });

  it('keeps Reserve disabled when Pohjola finds nothing, and starts the check over when the option changes', async () => {
    const { user } = renderPage({ handlers: { 'GET /api/insurance/pohjola-check/2026-12-03': answer({ hasInsurance: false }) } });
    await user.click(await screen.findByRole('radio', { name: 'Pohjola Insurance (OP)' }));
    await user.click(screen.getByRole('button', { name: 'Check my insurance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/at 03030303/);
    expect(await reserveButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'I pay the visit and claim it back from the insurance company' }));
    expect(screen.getByRole('button', { name: 'Check my insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the verification failure when Pohjola does not answer', async () => {
    const { user } = renderPage({ handlers: { 'GET /api/insurance/pohjola-check/2026-12-03': answer({ type: 'InsurerUnavailable' }, 502) } });
    await user.click(await screen.findByRole('radio', { name: 'Pohjola Insurance (OP)' }));
    await user.click(screen.getByRole('button', { name: 'Check my insurance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verifying your insurance failed/);
    expect(await reserveButton()).toBeDisabled();
  });
});

describe('an insurance reservation with LähiTapiola', () => {
  const policy = answer({ type: 'ok', hasHealthcarePolicy: true });

  it('looks the insurance and permits up, takes a permit with its consent and books with it', async () => {
    const { api, user } = renderPage({
      handlers: {
        'GET /api/insurance/lahitapiola-policy-check': policy,
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': answer({ type: 'ok', directCompensationPermits: [ended, knee] }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'LähiTapiola' }));
    await user.click(screen.getByRole('button', { name: 'Check my LähiTapiola insurance' }));
    // Only the permit that covers the appointment's day is offered.
    const permit = await screen.findByRole('radio', { name: 'Knee pain (Knee), valid until 21.2.2027' });
    expect(screen.queryByRole('radio', { name: /^Back pain/ })).not.toBeInTheDocument();
    const reserve = await reserveButton();
    await user.click(permit);
    expect(reserve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree that the chosen permit is used/ }));
    expect(reserve).toBeEnabled();
    await user.click(reserve);
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(callsTo(api, 'POST', '/api/concepts').map((call) => call.body)).toEqual([{ code: '90021' }]);
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).toMatchObject({
      insuranceCompany: 'LAHITAPIOLA',
      reimbursementOption: 'USE_REIMBURSEMENT',
      directCompensationConsent: true,
      dcpContentHash: knee.contentHash,
      conceptCode: '90021',
    });
  });

  it('says when no insurance is found', async () => {
    const { user } = renderPage({ handlers: { 'GET /api/insurance/lahitapiola-policy-check': answer({ type: 'ok', hasHealthcarePolicy: false }) } });
    await user.click(await screen.findByRole('radio', { name: 'LähiTapiola' }));
    await user.click(screen.getByRole('button', { name: 'Check my LähiTapiola insurance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^LähiTapiola did not find a health insurance/);
    expect(await reserveButton()).toBeDisabled();
  });

  it('sends the patient to apply for a permit, to come back to this page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    try {
      const { api, user } = renderPage({
        handlers: {
          'GET /api/insurance/lahitapiola-policy-check': policy,
          'GET /api/insurance/lahitapiola-direct-compensation-permits/en': answer({ type: 'ok', directCompensationPermits: [] }),
          'GET /api/insurance/lahitapiola-apply-permit': answer({ redirectUrl: 'https://insurer.example/apply?application=abc' }),
        },
      });
      await user.click(await screen.findByRole('radio', { name: 'LähiTapiola' }));
      await user.click(screen.getByRole('button', { name: 'Check my LähiTapiola insurance' }));
      await user.click(await screen.findByRole('button', { name: 'Apply for a permit at LähiTapiola' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://insurer.example/apply?application=abc'));
      const apply = callsTo(api, 'GET', '/api/insurance/lahitapiola-apply-permit')[0];
      expect(Object.fromEntries(apply?.url.searchParams ?? [])).toEqual({ lang: 'en', returnTo: '/en/booking/reserve/7?customerType=insurance' });
    } finally {
      assign.mockRestore();
    }
  });

  it.each([
    ['directcompensationdenied', /^LähiTapiola did not grant/],
    ['cancel', /^The permit application was canceled/],
    ['error', /^Checking your insurance with LähiTapiola failed/],
  ])('comes back from the application %s with LähiTapiola chosen and says so, the status gone from the address', async (status, message) => {
    const { router, tracker } = renderPage({ query: `&lahitapiola=${status}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('radio', { name: 'LähiTapiola' })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?customerType=insurance'));
    expect(tracker.entries.map((entry) => entry['step'])).toEqual([{ directcompensationdenied: 'denied', cancel: 'canceled', error: 'error' }[status]]);
  });

  it('comes back from an allowed application to the permits, looked up again', async () => {
    renderPage({
      query: '&lahitapiola=directcompensationallowed',
      handlers: {
        'GET /api/insurance/lahitapiola-policy-check': policy,
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': answer({ type: 'ok', directCompensationPermits: [knee] }),
      },
    });
    expect(await screen.findByRole('radio', { name: 'Knee pain (Knee), valid until 21.2.2027' })).toBeInTheDocument();
  });

  it('restarts after a denial', async () => {
    const { user } = renderPage({
      query: '&lahitapiola=directcompensationdenied',
      handlers: {
        'GET /api/insurance/lahitapiola-policy-check': policy,
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': answer({ type: 'ok', directCompensationPermits: [knee] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('radio', { name: /^Knee pain/ })).toBeInTheDocument();
  });

  it('books LähiTapiola without a permit when the feature is off', async () => {
    const { api, user } = renderPage({ features: [] });
    await user.click(await screen.findByRole('radio', { name: 'LähiTapiola' }));
    expect(screen.queryByRole('button', { name: 'Check my LähiTapiola insurance' })).not.toBeInTheDocument();
    await user.click(await reserveButton());
    await screen.findByRole('heading', { level: 1, name: 'Appointment reserved' });
    expect(callsTo(api, 'POST', '/api/reserve-appointment')[0]?.body).toMatchObject({ insuranceCompany: 'LAHITAPIOLA' });
    expect(callsTo(api, 'POST', '/api/concepts')).toEqual([]);
  });
});
