import { identificationMethods } from '@portal/shared/contracts';
import { aBrand, renderWithProviders } from '@portal/shared/data-access/testing';
import type { Lang } from '@portal/shared/i18n';
import { screen, within } from '@testing-library/react';
import { LoginPage } from './login-page';

function renderLogin(query = '', { lang = 'en', brand = 'general' }: { lang?: Lang; brand?: 'general' | 'children' } = {}) {
  return renderWithProviders(<LoginPage />, { lang, route: `/${lang}/login${query}`, brand: aBrand(brand) });
}

const methodList = () => screen.getByRole('list', { name: /identify yourself|tunnistaudut|identifiera dig/i });

function authenticateQuery(link: HTMLElement): Record<string, string> {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('/oauth/authenticate?')).toBe(true);
  return Object.fromEntries(new URLSearchParams(href.split('?')[1]));
}

describe('login page', () => {
  it('welcomes to the brand and offers every identification method as a link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kajo' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your health information, appointments and invoices.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose how to identify yourself' })).toBeInTheDocument();
    const links = within(methodList()).getAllByRole('link');
    expect(links).toHaveLength(identificationMethods.length);
    expect(links.map((link) => authenticateQuery(link)['acr_values'])).toEqual([...identificationMethods]);
    expect(within(methodList()).getByRole('link', { name: 'Mobile certificate' })).toBeInTheDocument();
  });

  it('links each method to /oauth/authenticate with lang, next (the front page by default), acr_values and mode', () => {
    renderLogin();
    const nordea = screen.getByRole('link', { name: 'Nordea' });
    expect(nordea).toHaveAttribute('href', '/oauth/authenticate?lang=en&next=%2Fen&acr_values=nordea&mode=self');
  });

  it('returns to nextPath after signing in', () => {
    renderLogin(`?nextPath=${encodeURIComponent('/en/invoices?page=2')}`);
    expect(authenticateQuery(screen.getByRole('link', { name: 'OP' }))).toEqual({
      lang: 'en',
      next: '/en/invoices?page=2',
      acr_values: 'op',
      mode: 'self',
    });
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'invoices'])(
    'sends nextPath %s nowhere but the front page',
    (nextPath) => {
      renderLogin(`?nextPath=${encodeURIComponent(nextPath)}`);
      for (const link of within(methodList()).getAllByRole('link')) {
        expect(authenticateQuery(link)['next']).toBe('/en');
      }
    },
  );

  it('signs in on behalf of someone else with mode=mandate', () => {
    renderLogin('?mode=mandate&nextPath=%2Fen%2Fappointments');
    expect(screen.getByText(/act on behalf of the other person/)).toBeInTheDocument();
    expect(authenticateQuery(screen.getByRole('link', { name: 'Danske Bank' }))).toMatchObject({
      mode: 'mandate',
      next: '/en/appointments',
    });
  });

  it('ends with the secure-connection note and a tip about bank credentials', () => {
    renderLogin();
    expect(screen.getByText(/The connection is secure\./)).toBeInTheDocument();
    expect(screen.getByText(/you can also log in with your online banking credentials/)).toBeInTheDocument();
  });

  it('speaks Finnish and Swedish, in the language of the page', () => {
    renderLogin('', { lang: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tervetuloa – Kajo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mobiilivarmenne' })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi&acr_values=mobiilivarmenne&mode=self',
    );
    document.body.innerHTML = '';
    renderLogin('', { lang: 'sv', brand: 'children' });
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen till Kajo Barn' })).toBeInTheDocument();
  });

  it('never asks whose information in the general brand', () => {
    renderLogin();
    expect(screen.queryByRole('heading', { name: 'Whose health information do you want to see?' })).not.toBeInTheDocument();
  });

  it('says nothing of a merger in a brand that did not merge', () => {
    renderLogin();
    expect(screen.queryByText(/merged/)).not.toBeInTheDocument();
  });
});

describe("login page in the children's brand", () => {
  it('first asks whose information, keeping nextPath in both answers', () => {
    renderLogin('?nextPath=%2Fen%2Fvisits', { brand: 'children' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kajo Kids' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Whose health information do you want to see?' })).toBeInTheDocument();
    const child = screen.getByRole('link', { name: 'My child’s information' });
    expect(child).toHaveAttribute('href', '/en/login?nextPath=%2Fen%2Fvisits&mode=mandate');
    expect(child).toHaveAccessibleDescription(/aged 11 or under/);
    const own = screen.getByRole('link', { name: 'My own information' });
    expect(own).toHaveAttribute('href', '/en/login?nextPath=%2Fen%2Fvisits&mode=self');
    expect(own).toHaveAccessibleDescription('For those aged 12 or over.');
    expect(screen.queryByRole('link', { name: 'Nordea' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'en', 'Kajo Kids and Kajo merged on 1.6.2025. You sign in as before, and your information is here.'],
    ['?mode=self', 'fi', 'Kajo Lapset ja Kajo yhdistyivät 1.6.2025. Kirjaudut kuten ennenkin, ja tietosi löytyvät täältä.'],
    ['?mode=mandate', 'sv', 'Kajo Barn och Kajo gick samman den 1.6.2025. Du loggar in som tidigare, och dina uppgifter finns här.'],
  ] as const)('states the merger of the brands (%s, %s)', (query, lang, text) => {
    renderLogin(query, { brand: 'children', lang });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('links the Finnish terms of use', () => {
    renderLogin('', { brand: 'children' });
    const terms = screen.getByRole('link', { name: 'Terms of use' });
    expect(terms).toHaveAttribute('href', '/fi/eula');
  });

  it('drops an unsafe nextPath from the answers', () => {
    renderLogin('?nextPath=%2F%2Fevil.example', { brand: 'children' });
    expect(screen.getByRole('link', { name: 'My own information' })).toHaveAttribute('href', '/en/login?mode=self');
  });

  it.each(['self', 'mandate'])('shows the identification methods once mode=%s is chosen', (mode) => {
    renderLogin(`?mode=${mode}`, { brand: 'children' });
    expect(screen.queryByRole('heading', { name: 'Whose health information do you want to see?' })).not.toBeInTheDocument();
    expect(authenticateQuery(screen.getByRole('link', { name: 'Aktia' }))['mode']).toBe(mode);
  });
});
