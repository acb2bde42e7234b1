import { aSession, aSignedInSession } from '@portal/shared/data-access/testing';
import { browserLocation } from '@portal/shared/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateByClick, renderPortal } from '../../testing/render-portal';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('app layout', () => {
  it('shows header, navigation and footer with the anonymous menu', async () => {
    await renderPortal('/en/booking');
    await h1('Book an appointment');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Front page' })).toHaveAttribute('href', '/en');
    // Only the page shown is current, not the front page whose address begins it.
    expect(within(nav).getByRole('link', { name: 'Front page' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/booking');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('contentinfo', { name: 'Site information' })).toBeInTheDocument();
  });

  it('offers the Finnish-only help link in Finnish', async () => {
    await renderPortal('/fi/ajanvaraus');
    await h1('Varaa aika');
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(nav).getByRole('link', { name: 'Ohjeita' })).toHaveAttribute('href', '/fi/ohjeita');
  });

  it('shows the signed-in menu without a login button when there is a session', async () => {
    await renderPortal('/en', { session: aSession({ lang: 'en' }) });
    await h1('Hello, Maija');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/en/appointments');
    expect(within(nav).getByRole('link', { name: 'Certificates' })).toBeInTheDocument();
  });

  it('says on every page whom a guardian acts for, in the page’s language', async () => {
    await renderPortal('/en/vaccinations', { brand: 'children', session: aSignedInSession({ lang: 'en' }, { firstName: 'Johanna', lastName: 'Laine', actingFor: { firstName: 'Eetu', lastName: 'Laine' } }) });
    await screen.findByText('You are acting for Eetu Laine.');
    await renderPortal('/fi/rokotukset', { brand: 'children', session: aSignedInSession({ lang: 'fi' }, { actingFor: { firstName: 'Eetu', lastName: 'Laine' } }) });
    expect(await screen.findByText('Asioit henkilön Eetu Laine puolesta.')).toBeInTheDocument();
  });

  it('has no acting-for line for a person acting for themselves, nor on the front page, which says it itself', async () => {
    await renderPortal('/en', { session: aSession({ lang: 'en' }) });
    await h1('Hello, Maija');
    expect(screen.queryByText(/You are acting for/)).not.toBeInTheDocument();
    await renderPortal('/en', { brand: 'children', session: aSignedInSession({ lang: 'en' }, { firstName: 'Johanna', actingFor: { firstName: 'Eetu', lastName: 'Laine' } }) });
    await h1('Hello, Johanna');
    expect(screen.getByText('You are acting on behalf of Eetu Laine. The information shown is theirs.')).toBeInTheDocument();
    expect(screen.queryByText(/You are acting for/)).not.toBeInTheDocument();
  });

  it("has no certificates link in the children's brand", async () => {
    await renderPortal('/en', { brand: 'children', session: aSession({ lang: 'en' }) });
    await h1('Hello, Maija');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Certificates' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toBeInTheDocument();
  });

  it('hides header and footer in the in-app booking web view', async () => {
    await renderPortal('/en', { session: aSession({ lang: 'en', sessionScope: 'in-app-booking' }) });
    await h1('Hello, Maija');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the local-call pricing note only for 010 numbers', async () => {
    await renderPortal('/en/booking');
    await h1('Book an appointment');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
    expect(within(footer).getByText('Calls cost the same as a local call or a mobile call.')).toBeInTheDocument();
  });

  it('leaves the pricing note out for an ordinary number', async () => {
    await renderPortal('/en/booking', { brandOverrides: { customerServicePhone: '09 123 4567' } });
    await h1('Book an appointment');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '09 123 4567' })).toHaveAttribute('href', 'tel:+35891234567');
    expect(within(footer).queryByText(/local call/)).not.toBeInTheDocument();
  });

  it('links the terms in Finnish for the children’s brand whatever the page language', async () => {
    await renderPortal('/sv/tidsbokning', { brand: 'children' });
    await h1('Boka tid');
    expect(screen.getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute('href', '/fi/eula');
  });

  it.each([
    ['/fi/ajanvaraus', 'Varaa aika', 'general', 'Saavutettavuusseloste', '/fi/saavutettavuus'],
    ['/sv/tidsbokning', 'Boka tid', 'children', 'Tillgänglighetsutlåtande', '/sv/tillganglighet'],
    ['/en/booking', 'Book an appointment', 'general', 'Accessibility statement', '/en/accessibility'],
    ['/fi/ajanvaraus', 'Varaa aika', 'general', 'Tietosuojaseloste', '/fi/tietosuoja'],
    ['/sv/tidsbokning', 'Boka tid', 'children', 'Dataskyddsbeskrivning', '/sv/dataskydd'],
    ['/en/booking', 'Book an appointment', 'general', 'Privacy notice', '/en/privacy'],
  ] as const)('links the accessibility statement and the privacy notice in the page language (%s, %s)', async (route, title, brand, name, href) => {
    await renderPortal(route, { brand });
    await h1(title);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens and closes the small-screen menu with its button and closes it on navigation', async () => {
    await renderPortal('/en/appointments', { session: aSession({ lang: 'en' }) });
    await h1('Appointments');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await navigateByClick(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Book an appointment' }));
    await h1('Book an appointment');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu with Escape and gives focus back to its button', async () => {
    await renderPortal('/en/appointments', { session: aSession({ lang: 'en' }) });
    await h1('Appointments');
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Book an appointment' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    // From the button itself too.
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointments');
  });

  it('sets the page language on the document', async () => {
    await renderPortal('/sv', { session: aSignedInSession({ lang: 'sv' }) });
    await h1('Hej, Maija');
    expect(document.documentElement.lang).toBe('sv');
  });
});

describe('transaction path chrome', () => {
  it('has the brand and a language switcher to the other front pages, no navigation menu and no footer', async () => {
    await renderPortal('/fi/asiointipolku?error=x');
    await h1('Tervetuloa – Kajo');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Kajo, etusivu' })).toHaveAttribute('href', '/fi');
    const languages = within(banner).getByRole('navigation', { name: 'Kieli' });
    expect(within(languages).getByRole('link', { name: 'På svenska' })).toHaveAttribute('href', '/sv');
    expect(within(languages).getByRole('link', { name: 'In English' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valikko' })).not.toBeInTheDocument();
    // The page's own login button; the header has none.
    expect(screen.getByRole('link', { name: 'Kirjaudu' })).toHaveAttribute('href', '/fi/kirjaudu?mode=self');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('switching the language lands on the transaction path of that language', async () => {
    const { location } = await renderPortal('/fi/asiointipolku');
    await h1('Tervetuloa – Kajo');
    await navigateByClick(screen.getByRole('link', { name: 'In English' }));
    expect(await h1('Welcome to Kajo')).toBeInTheDocument();
    expect(location().pathname).toBe('/en/transaction-path');
  });
});

describe('logging out from the menu', () => {
  const csrfToken = 'csrf-token-for-logout-0123456789';

  async function openLogoutDialog(fetch: typeof globalThis.fetch) {
    // A page that loads nothing, so the only call is the logout.
    const result = await renderPortal('/en/eula', { session: aSignedInSession({ lang: 'en', csrfToken }), fetch });
    await h1('Terms of use');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    return { ...result, dialog: await screen.findByRole('alertdialog', { name: 'Log out?' }) };
  }

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks first; Cancel keeps the session and returns focus to the menu item', async () => {
    const fetch = jest.fn();
    const { dialog } = await openLogoutDialog(fetch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
    const item = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Log out' });
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('logs out with the csrf token on confirm and loads the front page as a new document', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const { dialog } = await openLogoutDialog(fetch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en'));
    expect(fetch).toHaveBeenCalledWith(`/api/logout?csrfToken=${csrfToken}`, expect.objectContaining({ method: 'POST' }));
  });

  it('says so in an error toast when logging out fails', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetch = jest.fn(() => Promise.resolve(new Response('', { status: 503 })));
    const { dialog } = await openLogoutDialog(fetch);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Logging out failed' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Log out?' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('is not offered to anonymous visitors', async () => {
    await renderPortal('/en/booking');
    await h1('Book an appointment');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
