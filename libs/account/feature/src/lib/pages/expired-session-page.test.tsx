import type { SessionState, SmsRenewal } from '@portal/shared/contracts';
import type { Handler } from '@portal/shared/data-access/testing';
import { anAnonymousSession, answer, mockApi, never, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpiredSessionPage } from './expired-session-page';

function renderExpired(
  query: string,
  { lang = 'en', timeout = { value: 30, unit: 'minutes' } }: { lang?: Lang; timeout?: SessionState['authTokenTimeout'] } = {},
) {
  return renderWithProviders(<ExpiredSessionPage />, {
    lang,
    route: `/${lang}/expired-session${query}`,
    session: anAnonymousSession({ reason: 'expired', authTokenTimeout: timeout }),
  });
}

describe('expired session page', () => {
  it('says why the user was logged out, with the timeout from the session', () => {
    renderExpired('');
    expect(screen.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    expect(
      screen.getByText('For your security, you were logged out because the authentication timeout of 30 minutes elapsed.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', { value: 1, unit: 'hours' }, '1 hour'],
    ['en', { value: 2, unit: 'days' }, '2 days'],
    ['en', { value: 1, unit: 'seconds' }, '1 second'],
    ['fi', { value: 1, unit: 'minutes' }, '1 minuutti'],
    ['fi', { value: 30, unit: 'minutes' }, '30 minuuttia'],
    ['fi', { value: 2, unit: 'days' }, '2 päivää'],
    ['fi', { value: 1, unit: 'hours' }, '1 tunti'],
    ['sv', { value: 1, unit: 'hours' }, '1 timme'],
    ['sv', { value: 8, unit: 'hours' }, '8 timmar'],
    ['sv', { value: 45, unit: 'seconds' }, '45 sekunder'],
  ] as const)('in %s names the timeout %j as "%s"', (lang, timeout, text) => {
    renderExpired('', { lang, timeout });
    // Whole words only (\b does not know ä): '1 minuutti' must not pass for '1 minuuttia'.
    expect(screen.getByText(new RegExp(`(?<![\\p{L}\\d])${text}(?!\\p{L})`, 'u'))).toBeInTheDocument();
  });

  it('leads to the login page, which returns to the page the user was on', () => {
    renderExpired(`?next=${encodeURIComponent('/en/invoices?page=2')}`);
    expect(screen.getByRole('link', { name: 'Log in with bank credentials' })).toHaveAttribute(
      'href',
      '/en/login?nextPath=%2Fen%2Finvoices%3Fpage%3D2',
    );
  });

  it.each(['https://evil.example', '//evil.example'])('forgets a next of %s', (next) => {
    renderExpired(`?next=${encodeURIComponent(next)}`);
    expect(screen.getByRole('link', { name: 'Log in with bank credentials' })).toHaveAttribute('href', '/en/login');
  });

  it('speaks Finnish', () => {
    renderExpired('?next=%2Ffi%2Flaskut', { lang: 'fi' });
    expect(screen.getByRole('link', { name: 'Kirjaudu pankkitunnuksilla' })).toHaveAttribute(
      'href',
      '/fi/kirjaudu?nextPath=%2Ffi%2Flaskut',
    );
  });
});

const smsRenewal: SmsRenewal = {
  firstName: 'Maija',
  maskedPhoneNumber: '+358 40 *** **67',
  csrfToken: 'expired-session-csrf-0123456789',
};

function renderRenewable(query: string, send: Handler = answer({ type: 'code-sent' }), lang: Lang = 'en') {
  const api = mockApi({ 'POST /api/pin/send': send });
  const result = renderWithProviders(<ExpiredSessionPage />, {
    lang,
    route: `/${lang}/expired-session${query}`,
    path: `/${lang}/expired-session`,
    routes: [{ path: '*', element: null }],
    session: anAnonymousSession({ reason: 'expired', smsRenewal }),
    fetch: api.fetch,
  });
  return { ...result, api, user: userEvent.setup() };
}

describe('expired session page: SMS code', () => {
  it('offers no SMS code without smsRenewal', () => {
    renderExpired('');
    expect(screen.queryByRole('button', { name: 'Order an SMS code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with bank credentials' })).toBeInTheDocument();
  });

  it('offers an SMS code to the masked number beside bank credentials', () => {
    renderRenewable('');
    expect(screen.getByRole('link', { name: 'Log in with bank credentials' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order an SMS code' })).toBeInTheDocument();
    expect(screen.getByText('You can also continue with a code sent by text message to +358 40 *** **67.')).toBeInTheDocument();
  });

  it("orders the code with the expired session's token and goes to the SMS authentication page with the same next", async () => {
    const { user, api, router } = renderRenewable(`?next=${encodeURIComponent('/en/invoices?page=2')}`);
    await user.click(screen.getByRole('button', { name: 'Order an SMS code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/authentication'));
    expect(router.state.location.search).toBe('?next=%2Fen%2Finvoices%3Fpage%3D2');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.method).toBe('POST');
    expect(api.calls[0]?.url.searchParams.get('csrfToken')).toBe('expired-session-csrf-0123456789');
  });

  it('leaves out an unsafe next on the way', async () => {
    const { user, router } = renderRenewable(`?next=${encodeURIComponent('//evil.example')}`);
    await user.click(screen.getByRole('button', { name: 'Order an SMS code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/authentication'));
    expect(router.state.location.search).toBe('');
  });

  it('goes to the Finnish page in Finnish', async () => {
    const { user, router } = renderRenewable('?next=%2Ffi%2Flaskut', answer({ type: 'code-sent' }), 'fi');
    await user.click(screen.getByRole('button', { name: 'Tilaa tekstiviestikoodi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fi/tunnistautuminen'));
  });

  it('shows the button pending while the code is ordered, ordering once', async () => {
    const { user, api } = renderRenewable('', never);
    const button = screen.getByRole('button', { name: 'Order an SMS code' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(api.calls).toHaveLength(1);
  });

  it('says when the code could not be sent, and reports it', async () => {
    const { user, reporter, router } = renderRenewable('', answer({}, 503));
    const report = jest.spyOn(reporter, 'report');
    await user.click(screen.getByRole('button', { name: 'Order an SMS code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be sent. Please try again, or log in with bank credentials.');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server' }), { process: 'mfa-pin-send' });
    expect(router.state.location.pathname).toBe('/en/expired-session');
  });

  it('says when codes were ordered too often, and when a new one can be ordered (Helsinki time)', async () => {
    const { user, router } = renderRenewable('', answer({ type: 'too-many-mfa-attempts', nextAttempt: '2027-01-15T12:30:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Order an SMS code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can order a new one after 14:30');
    expect(router.state.location.pathname).toBe('/en/expired-session');
  });
});
