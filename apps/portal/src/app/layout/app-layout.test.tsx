import { aSession } from '@portal/shared/data-access/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from '../../testing/render-portal';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('app layout', () => {
  it('shows header, navigation and footer with the anonymous menu', async () => {
    renderPortal('/en');
    await h1('Front page');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Front page' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/en/booking');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('contentinfo', { name: 'Site information' })).toBeInTheDocument();
  });

  it('offers the Finnish-only help link in Finnish', async () => {
    renderPortal('/fi');
    await h1('Etusivu');
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(nav).getByRole('link', { name: 'Ohjeita' })).toHaveAttribute('href', '/fi/ohjeita');
  });

  it('shows the signed-in menu without a login button when there is a session', async () => {
    renderPortal('/en', { session: aSession({ lang: 'en' }) });
    await h1('Front page');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/en/appointments');
    expect(within(nav).getByRole('link', { name: 'Certificates' })).toBeInTheDocument();
  });

  it("has no certificates link in the children's brand", async () => {
    renderPortal('/en', { brand: 'children', session: aSession({ lang: 'en' }) });
    await h1('Front page');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Certificates' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toBeInTheDocument();
  });

  it('hides header and footer in the in-app booking web view', async () => {
    renderPortal('/en', { session: aSession({ lang: 'en', sessionScope: 'in-app-booking' }) });
    await h1('Front page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the local-call pricing note only for 010 numbers', async () => {
    renderPortal('/en');
    await h1('Front page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '010 380 3838' })).toHaveAttribute('href', 'tel:+358103803838');
    expect(within(footer).getByText('Calls cost the same as a local call or a mobile call.')).toBeInTheDocument();
  });

  it('leaves the pricing note out for an ordinary number', async () => {
    renderPortal('/en', { brandOverrides: { customerServicePhone: '09 123 4567' } });
    await h1('Front page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '09 123 4567' })).toHaveAttribute('href', 'tel:+35891234567');
    expect(within(footer).queryByText(/local call/)).not.toBeInTheDocument();
  });

  it('links the terms in Finnish for the children’s brand whatever the page language', async () => {
    renderPortal('/sv', { brand: 'children' });
    await h1('Startsida');
    expect(screen.getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute('href', '/fi/eula');
  });

  it('opens and closes the small-screen menu with its button and closes it on navigation', async () => {
    renderPortal('/en');
    await h1('Front page');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Book an appointment' }));
    await h1('Book an appointment');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('sets the page language on the document', async () => {
    renderPortal('/sv');
    await h1('Startsida');
    expect(document.documentElement.lang).toBe('sv');
  });
});
