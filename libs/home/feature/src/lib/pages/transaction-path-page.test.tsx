import { aBrand, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { createToastQueue, DeferredToastRegion, ToastProvider } from '@portal/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { TransactionPathPage } from './transaction-path-page';

function renderPage(query = '', { lang = 'en', brand = 'general' }: { lang?: Lang; brand?: 'general' | 'children' } = {}) {
  const toasts = createToastQueue();
  const add = jest.spyOn(toasts, 'add');
  const result = renderWithProviders(
    <StrictMode>
      <ToastProvider queue={toasts}>
        <TransactionPathPage />
        <DeferredToastRegion queue={toasts} />
      </ToastProvider>
    </StrictMode>,
    { lang, route: `/${lang}/transaction-path${query}`, brand: aBrand(brand) },
  );
  return { ...result, add };
}

describe('transaction path', () => {
  it('welcomes to the brand and offers logging in for oneself or on behalf of someone else', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kajo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login?mode=self');
    expect(screen.getByRole('link', { name: 'Log in on behalf of someone else' })).toHaveAttribute(
      'href',
      '/en/login?mode=mandate',
    );
  });

  it.each([
    ['fi', 'Tervetuloa – Kajo Lapset', 'Kirjaudu toisen puolesta', '/fi/kirjaudu?mode=mandate'],
    ['sv', 'Välkommen till Kajo Barn', 'Logga in för någon annans räkning', '/sv/loggain?mode=mandate'],
  ] as const)('speaks %s in the children’s brand', (lang, title, mandate, href) => {
    renderPage('', { lang, brand: 'children' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: mandate })).toHaveAttribute('href', href);
  });

  it('shows no toast without an error', () => {
    const { add } = renderPage();
    expect(add).not.toHaveBeenCalled();
  });

  it('says for 20 seconds that acting on behalf was refused, with a link to the authorisation service', async () => {
    const { add, router } = renderPage('?error=disallowed');
    const toast = await screen.findByRole('alertdialog', { name: 'You cannot act on behalf of this person' });
    const link = within(toast).getByRole('link', { name: /Read more about Suomi.fi e-Authorizations/ });
    expect(link).toHaveAttribute('href', 'https://www.suomi.fi/valtuudet');
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ tone: 'error' }), expect.objectContaining({ timeout: 20_000 }));
    // Shown once: the error leaves the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/en/transaction-path');
  });

  it.each(['unknown', 'something-else'])('reports error=%s as an unknown error for 20 seconds', async (error) => {
    const { add } = renderPage(`?error=${error}`);
    const toast = await screen.findByRole('alertdialog', { name: 'An unknown error has occurred' });
    expect(toast).toHaveTextContent('Please try logging in again.');
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[1]).toEqual({ timeout: 20_000 });
  });

  it('keeps the rest of the query when taking the error out', async () => {
    const { router } = renderPage('?error=unknown&utm_source=app');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=app'));
  });

  it('shows the error in Finnish', async () => {
    renderPage('?error=disallowed', { lang: 'fi' });
    expect(await screen.findByRole('alertdialog', { name: 'Et voi asioida tämän henkilön puolesta' })).toBeInTheDocument();
  });
});
