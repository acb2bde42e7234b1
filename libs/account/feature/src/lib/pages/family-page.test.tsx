import type { Family, FamilyMember } from '@portal/home/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, jsonResponse, renderPage } from '@portal/shared/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FamilyPage } from './family-page';

const path = '/en/my-information/family';

const aMember = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  id: 1,
  firstName: 'Johanna',
  lastName: 'Laine',
  isGuardian: true,
  isActive: false,
  upcomingAppointments: [],
  checkInOpen: false,
  unpaidInvoices: 0,
  unreadConversations: 0,
  ...overrides,
});

const family: Family = {
  members: [
    aMember({ unpaidInvoices: 2, unreadConversations: 1 }),
    aMember({
      id: 7,
      firstName: 'Eetu',
      isGuardian: false,
      isActive: true,
      checkInOpen: true,
      upcomingAppointments: [
        { id: 'appointment-5', title: 'Lastenlääkäri', subtitle: 'Tohtori Testi, Kamppi', date: '2026-11-25T08:00:00.000Z', validUntilDate: null, linkUrl: '/en/appointments/5', avatar: null, highlighted: false, styles: 'default' },
      ],
    }),
  ],
};

function renderFamily(handlers: Record<string, Handler>) {
  const session = aSignedInSession({ lang: 'en' }, { firstName: 'Johanna', lastName: 'Laine', actingFor: { firstName: 'Eetu', lastName: 'Laine' } });
  return renderPage(<FamilyPage />, { handlers: { 'GET /api/session': answer(session), ...handlers }, route: path, path, session });
}

const card = (name: RegExp) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { level: 2, name })) as HTMLElement;

describe('the family view', () => {
  it('shows the guardian and each child with their next appointments and what needs doing', async () => {
    renderFamily({ 'GET /api/family': answer(family) });
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Johanna Laine (you)' });
    const own = card(/Johanna Laine/);
    expect(own).toHaveTextContent('No upcoming appointments');
    expect(own).toHaveTextContent('2 unpaid invoices');
    expect(own).toHaveTextContent('1 unread message');
    expect(within(own).getByRole('button', { name: 'Handle your own matters' })).toBeInTheDocument();
    const eetu = card(/Eetu Laine/);
    expect(eetu).toHaveTextContent('You are handling this person’s matters now');
    expect(eetu).toHaveTextContent('25.11.2026 10:00');
    expect(eetu).toHaveTextContent('Lastenlääkäri');
    expect(eetu).toHaveTextContent('Check-in is open');
    // Already acting for him: no button to switch to him.
    expect(within(eetu).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches to the guardian’s own matters and goes to the front page', async () => {
    const { calls, user } = renderFamily({ 'GET /api/family': answer(family), 'POST /api/session/acting-for': answer({ type: 'success' }) });
    await user.click(await screen.findByRole('button', { name: 'Handle your own matters' }));
    await screen.findByText('Another page');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/session/acting-for');
    expect(post?.body).toEqual({ personId: null });
  });

  it('says so when the authorisation service refuses, and stays', async () => {
    const eetuNotActive: Family = { members: [aMember({ isActive: true }), aMember({ id: 7, firstName: 'Eetu', isGuardian: false })] };
    const { user } = renderFamily({ 'GET /api/family': answer(eetuNotActive), 'POST /api/session/acting-for': () => jsonResponse({ type: 'Forbidden', reason: 'not-allowed' }, 403) });
    await user.click(await screen.findByRole('button', { name: 'Act for Eetu Laine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot act on behalf of this person');
    expect(screen.getByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the family cannot be read', async () => {
    let fail = true;
    const { user } = renderFamily({ 'GET /api/family': () => (fail ? jsonResponse({ type: 'InternalServerError' }, 500) : jsonResponse(family)) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Johanna Laine (you)' })).toBeInTheDocument());
  });
});
