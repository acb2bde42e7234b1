import type { Patient } from '@portal/shared/contracts';
import { aSignedInSession, renderWithProviders, answer, mockApi } from '@portal/shared/data-access/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from '@portal/shared/data-access/testing';
import { aPatient } from '@portal/booking/contracts/testing';
import { RegistrationPage } from './registration-page';

const unregistered = aPatient({
  isRegistered: false,
  firstName: 'Onni',
  lastName: 'Heikkinen',
  email: null,
  phoneNumber: null,
  postalAddress: null,
  patientDataConsentFormUpdated: null,
});

function renderPage({
  patient = unregistered,
  register = answer({ type: 'success' }),
  route = '/en/registration?next=%2Fen%2Fbooking%2Freserve%2F7',
}: { patient?: Patient; register?: Handler; route?: string } = {}) {
  const api = mockApi({ 'GET /api/user': answer(patient), 'POST /api/user/register': register });
  const result = renderWithProviders(<RegistrationPage />, {
    route,
    path: '/en/*',
    routes: [{ path: '/en/booking/reserve/7', element: <p>Reservation page</p> }],
    session: aSignedInSession(),
    fetch: api.fetch,
  });
  return { ...result, api, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  const values = {
    'Street address': 'Mannerheimintie 1',
    'Postal code': '00100',
    'Post office': 'Helsinki',
    'Phone number': '0401234567',
    'E-mail': 'onni@example.com',
  };
  for (const [name, value] of Object.entries(values)) {
    await user.click(field(name));
    await user.paste(value);
  }
}

describe('registration page', () => {
  it('sends a person who is a patient already straight on to the return path', async () => {
    const { api } = renderPage({ patient: { ...unregistered, isRegistered: true } });
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the masked identity code and the names from the population data', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Save and continue' });
    expect(screen.getByRole('heading', { level: 1, name: 'New customer details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Personal identity code' })).toHaveValue('150488-****');
    expect(field('First name')).toHaveValue('Onni');
    expect(field('First name')).toBeEnabled();
  });

  it("is the child's details with the names disabled for a guardian acting for a child", async () => {
    renderPage({ patient: { ...unregistered, isChild: true } });
    expect(await screen.findByRole('heading', { level: 1, name: "Child's details" })).toBeInTheDocument();
    expect(field('First name')).toBeDisabled();
    expect(field('Last name')).toBeDisabled();
  });

  it('shows every validation message', async () => {
    const { user, api } = renderPage();
    await screen.findByRole('button', { name: 'Save and continue' });
    await user.clear(field('First name'));
    await user.type(field('First name'), 'O');
    await user.clear(field('Last name'));
    await user.type(field('Street address'), 'A');
    await user.type(field('Postal code'), '0010');
    await user.type(field('Post office'), 'H');
    await user.type(field('Phone number'), '12');
    await user.type(field('E-mail'), 'onni@');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(field('First name')).toHaveAccessibleDescription('Enter 2-50 characters');
    expect(field('Last name')).toHaveAccessibleDescription('Required');
    expect(field('Street address')).toHaveAccessibleDescription('Enter 2-30 characters');
    expect(field('Postal code')).toHaveAccessibleDescription('Enter five digits');
    expect(field('Post office')).toHaveAccessibleDescription('Enter 2-30 characters');
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter your phone number, eg. +358401234567');
    expect(field('E-mail')).toHaveAccessibleDescription('Please enter your email, eg. firstname.lastname@example.com');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('registers and goes on to the next path', async () => {
    const { user, api } = renderPage();
    await screen.findByRole('button', { name: 'Save and continue' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Onni',
      lastName: 'Heikkinen',
      streetAddress: 'Mannerheimintie 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
      phoneNumber: '+358401234567',
      emailAddress: 'onni@example.com',
    });
  });

  it('goes to the front page when next is not a path of this site', async () => {
    const { user, router } = renderPage({ route: '/en/hpa/register?next=https%3A%2F%2Fevil.example' });
    await screen.findByRole('button', { name: 'Save and continue' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('says when registering failed', async () => {
    const { user } = renderPage({ register: answer({}, 500) });
    await screen.findByRole('button', { name: 'Save and continue' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong and we could not save your details. Please try again.',
    );
  });
});
