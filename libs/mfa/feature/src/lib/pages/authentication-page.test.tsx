import type { SessionResponse, SmsRenewal } from '@portal/shared/contracts';
import { createSessionStore } from '@portal/shared/data-access';
import type { Handler } from '@portal/shared/data-access/testing';
import { aSignedInSession, anAnonymousSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, ToastProvider } from '@portal/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { toRouteObjects } from '@portal/shared/i18n';
import { mfaRoutes } from '../routes';
import { AuthenticationPage } from './authentication-page';

const smsRenewal: SmsRenewal = {
  firstName: 'Maija',
  maskedPhoneNumber: '+358 40 *** **67',
  csrfToken: 'expired-session-csrf-0123456789',
};

const renewable = anAnonymousSession({ reason: 'expired', smsRenewal });

interface Setup {
  query?: string;
  pin?: Handler;
  send?: Handler;
  session?: SessionResponse;
  /** What `GET /api/session` answers when the page asks again. */
  after?: SessionResponse | (() => Promise<SessionResponse>);
  lang?: Lang;
}

function renderPage({
  query = `?next=${encodeURIComponent('/en/invoices?page=2')}`,
  pin = never,
  send = never,
  session = renewable,
  after = aSignedInSession(),
  lang = 'en',
}: Setup = {}) {
  const api = mockApi({ 'POST /api/pin': pin, 'POST /api/pin/send': send });
  const fetchSession = jest.fn(typeof after === 'function' ? after : () => Promise.resolve(after));
  const sessionStore = createSessionStore(fetchSession, { initial: session });
  const toasts = createToastQueue();
  const add = jest.spyOn(toasts, 'add');
  const result = renderWithProviders(
    <StrictMode>
      <ToastProvider queue={toasts}>
        <AuthenticationPage />
      </ToastProvider>
    </StrictMode>,
    {
      lang,
      route: `/${lang}/authentication${query}`,
      path: `/${lang}/authentication`,
      routes: [
        { path: '/en/invoices', element: <h1>Invoices</h1> },
        { path: '/en/login', element: <h1>Login</h1> },
        { path: '/en', element: <h1>Front page</h1> },
      ],
      sessionStore,
      fetch: api.fetch,
    },
  );
  return { ...result, api, add, fetchSession, user: userEvent.setup() };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 4` });
const boxes = () => screen.getAllByRole('textbox', { name: /^Character \d of 4$/ });
const pinCalls = (page: ReturnType<typeof renderPage>) => page.api.calls.filter((call) => call.url.pathname === '/api/pin');

describe('SMS authentication page', () => {
  it('greets by first name and names the masked number, with focus in the first box', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Maija' })).toBeInTheDocument();
    expect(
      screen.getByText('Your session has expired. To continue, enter the four-digit code we sent by text message to +358 40 *** **67.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Code from the text message' })).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    // Names stay out of the tab title.
    expect(document.title).toBe('SMS authentication');
  });

  it('sends the code by itself when four digits are in, with the expired session token, disabled meanwhile', async () => {
    const page = renderPage();
    await page.user.keyboard('1a2');
    expect(pinCalls(page)).toHaveLength(0);
    await page.user.keyboard('34');
    await waitFor(() => expect(pinCalls(page)).toHaveLength(1));
    const [call] = pinCalls(page);
    expect(call?.method).toBe('POST');
    expect(call?.url.searchParams.get('csrfToken')).toBe('expired-session-csrf-0123456789');
    expect(call?.body).toEqual({ pin: '1234' });
    for (const input of boxes()) expect(input).toBeDisabled();
    expect(screen.getByText('Checking the code…').closest('[role=status]')).toBeInTheDocument();
  });

  it('goes to next once the code is right and the session is read again', async () => {
    const page = renderPage({ pin: answer({ mfaResponse: { type: 'mfa-ok' } }) });
    await page.user.keyboard('1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(page.router.state.location.search).toBe('?page=2');
    expect(page.router.state.historyAction).toBe('REPLACE');
    expect(page.fetchSession).toHaveBeenCalled();
  });

  it.each(['', `?next=${encodeURIComponent('https://evil.example/')}`, `?next=${encodeURIComponent('//evil.example')}`])(
    'goes to the front page when next is %p',
    async (query) => {
      const page = renderPage({ query, pin: answer({ mfaResponse: { type: 'mfa-ok' } }) });
      await page.user.keyboard('1234');
      expect(await screen.findByRole('heading', { level: 1, name: 'Front page' })).toBeInTheDocument();
    },
  );

  it('says a wrong code is wrong and returns focus to the last box, where a corrected digit sends again', async () => {
    let attempts = 0;
    const page = renderPage({
      pin: (request) => answer({ mfaResponse: { type: ++attempts === 1 ? 'mfa-challenge-failed' : 'mfa-ok' } })(request),
    });
    await page.user.keyboard('1234');
    await waitFor(() => expect(box(4)).toHaveFocus());
    expect(box(4)).toBeEnabled();
    expect(box(4)).toHaveAttribute('aria-invalid', 'true');
    expect(box(4)).toHaveAccessibleDescription('The code is wrong. Check it and try again.');
    await page.user.keyboard('5');
    await waitFor(() => expect(pinCalls(page)).toHaveLength(2));
    expect(pinCalls(page)[1]?.body).toEqual({ pin: '1235' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
  });

  it('logs out after too many retries: says so and goes to the login page with next', async () => {
    const page = renderPage({ pin: answer({ mfaResponse: { type: 'too-many-mfa-attempts' } }), after: anAnonymousSession({ reason: 'none' }) });
    await page.user.keyboard('1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(page.router.state.location.search).toBe('?nextPath=%2Fen%2Finvoices%3Fpage%3D2');
    expect(page.add).toHaveBeenCalledWith({
      tone: 'error',
      title: 'Too many retries',
      description: 'You have been logged out. Log in again with your bank credentials.',
    });
    await waitFor(() => expect(page.fetchSession).toHaveBeenCalled());
  });

  it('asks again when the code could not be checked, and reports it', async () => {
    const page = renderPage({ pin: answer({}, 503) });
    const report = jest.spyOn(page.reporter, 'report');
    await page.user.keyboard('1234');
    await waitFor(() => expect(box(4)).toHaveFocus());
    expect(box(4)).toHaveAccessibleDescription('The code could not be checked. Please try again.');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'mfa-pin' });
  });

  it('shows the way to bank sign-in when the expired session can no longer be renewed', async () => {
    const page = renderPage({ pin: answer({ type: 'Forbidden', reason: 'csrf' }, 403), after: anAnonymousSession({ reason: 'expired' }) });
    await page.user.keyboard('1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in again' })).toBeInTheDocument();
  });

  it('offers bank sign-in instead', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Log in with bank credentials instead' })).toHaveAttribute(
      'href',
      '/en/login?nextPath=%2Fen%2Finvoices%3Fpage%3D2',
    );
  });

  it('sends a new code on request', async () => {
    const page = renderPage({ send: answer({ type: 'code-sent' }) });
    await page.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code was sent to +358 40 *** **67.')).toBeInTheDocument();
    const [call] = page.api.calls;
    expect(call?.url.pathname).toBe('/api/pin/send');
    expect(call?.url.searchParams.get('csrfToken')).toBe('expired-session-csrf-0123456789');
  });

  it('says when no new code may be ordered yet (Helsinki time)', async () => {
    const page = renderPage({ send: answer({ type: 'too-many-mfa-attempts', nextAttempt: '2027-06-30T21:05:00.000Z' }) });
    await page.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can order a new one after 00:05');
  });

  it.each([
    ['without a session', anAnonymousSession({ reason: 'none' })],
    ['with an expired session that a code cannot renew', anAnonymousSession({ reason: 'expired' })],
  ])('offers bank sign-in %s', (_, session) => {
    renderPage({ session });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with bank credentials' })).toHaveAttribute(
      'href',
      '/en/login?nextPath=%2Fen%2Finvoices%3Fpage%3D2',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor on to next', async () => {
    renderPage({ session: aSignedInSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
  });

  it('speaks Finnish', () => {
    renderPage({ lang: 'fi', query: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hei, Maija' })).toBeInTheDocument();
  });
});

describe('SMS authentication route', () => {
  it('has no header or footer and is open whatever the session', () => {
    const [route] = toRouteObjects(mfaRoutes, 'en');
    expect(route?.handle).toMatchObject({ access: 'public', chrome: 'none' });
  });
});
