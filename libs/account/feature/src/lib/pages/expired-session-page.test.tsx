import type { SessionState } from '@portal/shared/contracts';
import { anAnonymousSession, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen } from '@testing-library/react';
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
