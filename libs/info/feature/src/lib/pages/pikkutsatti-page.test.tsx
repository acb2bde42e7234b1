import type { FeatureFlag } from '@portal/shared/contracts';
import type { PortalBrand } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { aBrand, aSession, renderWithProviders } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import { PikkutsattiPage } from './pikkutsatti-page';

// The stores' addresses are the deployment's: the page links the API's outside links, which send the browser on.
const storeLinks = { ios: '/out/app-store', android: '/out/google-play' } as const;

function renderChat({
  lang = 'fi',
  brand = aBrand('children'),
  features,
}: { lang?: Lang; brand?: PortalBrand; features?: FeatureFlag[] | null } = {}) {
  return renderWithProviders(<PikkutsattiPage />, {
    lang,
    route: `/${lang}/pikkutsatti`,
    brand,
    session: features === null || features === undefined ? null : aSession({ features, lang }),
  });
}

describe("children's chat page", () => {
  it.each([
    ['fi', 'Pikkutsatti', 'Pikkutsatti on siirtynyt mobiilisovellukseen Kajo Lapset'],
    ['sv', 'Barnchatten', 'Barnchatten har flyttat till appen Kajo Barn'],
    ['en', "Children's chat", "The children's chat has moved to the Kajo Kids app"],
  ] as const)('in %s says the chat moved to the app and links the brand’s stores', (lang, title, moved) => {
    renderChat({ lang, features: ['pikkutsatti'] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: moved })).toBeInTheDocument();
    const stores = within(screen.getByRole('list')).getAllByRole('link');
    expect(stores.map((link) => link.getAttribute('href'))).toEqual([storeLinks.ios, storeLinks.android]);
  });

  it.each([
    ['anonymous', null],
    ['signed in without the pikkutsatti flag', []],
  ] as const)('shows the same notice when %s', (_, features) => {
    renderChat({ lang: 'en', features: features === null ? null : [...features] });
    expect(screen.getByRole('heading', { level: 2, name: "The children's chat has moved to the Kajo Kids app" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store (iPhone)' })).toHaveAttribute('href', storeLinks.ios);
    expect(screen.getByRole('link', { name: 'Get it on Google Play (Android)' })).toHaveAttribute('href', storeLinks.android);
  });

  it('links the general brand’s own app in that brand', () => {
    renderChat({ lang: 'en', brand: aBrand('general') });
    expect(screen.getByRole('heading', { level: 2, name: "The children's chat has moved to the Kajo app" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store (iPhone)' })).toHaveAttribute('href', storeLinks.ios);
  });
});
