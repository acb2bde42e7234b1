import type { NotificationPreferences } from '@portal/account/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationPreferencesSection } from './notification-preferences-section';

const defaults: NotificationPreferences = { appointments: 'email', messages: 'email', chosen: false };

function renderSection(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/user/notifications': answer(defaults),
    'PUT /api/user/notifications': answer({ type: 'success' }),
    ...handlers,
  });
  const reporter = { report: jest.fn() };
  const result = renderWithProviders(<NotificationPreferencesSection />, { session: aSignedInSession({ lang: 'en' }), fetch: api.fetch, reporter });
  return { ...result, api, reporter, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });
const appointments = () => group('Appointment confirmations, reminders and cancellations');
const messages = () => group('New messages from your care team');
const saveButton = () => screen.getByRole('button', { name: 'Save notification choices' });

describe('the notification choices in my information', () => {
  it('says it is loading', () => {
    renderSection({ 'GET /api/user/notifications': never });
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your notification choices');
  });

  it('shows the choice on record for each kind, with what always goes by e-mail', async () => {
    renderSection({ 'GET /api/user/notifications': answer({ appointments: 'both', messages: 'none', chosen: true }) });
    expect(await within(await screen.findByRole('group', { name: /^Appointment/ })).findByRole('radio', { name: 'E-mail and text message' })).toBeChecked();
    expect(within(appointments()).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['email', 'sms', 'both', 'none']);
    expect(appointments()).toHaveAccessibleDescription(/The confirmation of a booking you make is always sent by e-mail\./);
    expect(within(messages()).getByRole('radio', { name: 'No notifications' })).toBeChecked();
    expect(messages()).toHaveAccessibleDescription(/never what it says/);
  });

  it('asks nothing of message notices where the brand has no conversations', async () => {
    renderSection({ 'GET /api/user/notifications': answer({ appointments: 'email', messages: null, chosen: false }) });
    await screen.findByRole('group', { name: /^Appointment/ });
    expect(screen.queryByRole('group', { name: 'New messages from your care team' })).not.toBeInTheDocument();
  });

  it('saves the whole choice by keyboard and says so', async () => {
    const { user, api } = renderSection();
    await screen.findByRole('group', { name: /^Appointment/ });
    within(appointments()).getByRole('radio', { name: 'E-mail' }).focus();
    // Arrow keys move a radio group's choice, as in any browser.
    await user.keyboard('{ArrowDown}');
    expect(within(appointments()).getByRole('radio', { name: 'Text message' })).toBeChecked();
    await user.click(within(messages()).getByRole('radio', { name: 'E-mail and text message' }));
    saveButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Your notification choices have been saved.');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ appointments: 'sms', messages: 'both' });
    expect(put?.url.searchParams.get('csrfToken')).toBe('test-csrf-token-0123456789abcdef');
  });

  it('sends no message choice where none is asked', async () => {
    const { user, api } = renderSection({ 'GET /api/user/notifications': answer({ appointments: 'email', messages: null, chosen: false }) });
    await user.click(await screen.findByRole('radio', { name: 'No notifications' }));
    await user.click(saveButton());
    await screen.findByText('Your notification choices have been saved.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ appointments: 'none' });
  });

  it('says when saving failed, keeps the choice, and saves on the next try', async () => {
    let attempts = 0;
    const { user, reporter } = renderSection({ 'PUT /api/user/notifications': (request) => (++attempts === 1 ? answer({}, 500)(request) : answer({ type: 'success' })(request)) });
    await screen.findByRole('group', { name: /^Appointment/ });
    await user.click(within(appointments()).getByRole('radio', { name: 'Text message' }));
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed. Please try again.');
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(within(appointments()).getByRole('radio', { name: 'Text message' })).toBeChecked();
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('saved');
  });

  it('says when the choices could not be retrieved, and tries again', async () => {
    let attempts = 0;
    const { user } = renderSection({ 'GET /api/user/notifications': (request) => (++attempts === 1 ? answer({}, 503)(request) : answer(defaults)(request)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to retrieve your notification choices');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: /^Appointment/ })).toBeInTheDocument();
  });
});
