import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter, watchNextClick } from '../../testing/in-router';
import { Link } from './link';

describe('Link', () => {
  it('is a link to its href', () => {
    renderWithIntl(<Link href="/fi/laskut">Invoices</Link>);
    const link = screen.getByRole('link', { name: 'Invoices' });
    expect(link).toHaveAttribute('href', '/fi/laskut');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('protects and announces links opening a new tab', () => {
    renderWithIntl(
      <Link href="https://www.kanta.fi" target="_blank">
        My Kanta pages
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'My Kanta pages (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the caller’s rel values', () => {
    renderWithIntl(
      <Link href="https://example.com" target="_blank" rel="external">
        Example
      </Link>,
    );
    expect(screen.getByRole('link', { name: /Example/ })).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('navigates on the client under the app’s router, by click and by Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(
      <Link href="/en/appointments" variant="button">
        Appointments
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Appointments' });
    expect(link).toHaveAttribute('href', '/en/appointments');
    const handledByPage = watchNextClick();
    await user.click(link);
    expect(handledByPage()).toBe(true);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/en/appointments');
    await act(() => router.navigate('/en'));
    link.blur();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/en/appointments');
  });

  it("runs the caller's click handler first, and stays when that handler prevented the default", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderInRouter(
      <>
        <Link href="/en/invoices" onClick={onClick}>
          Invoices
        </Link>
        <Link href="/en/appointments" onClick={(event) => event.preventDefault()}>
          Appointments
        </Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Appointments' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/en$/);
    await user.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/en/invoices');
  });

  it.each([
    ['a click with Ctrl held', {}, '[ControlLeft>]'],
    ['a click with Shift held', {}, '[ShiftLeft>]'],
    ['a link that opens a new tab', { target: '_blank' }, ''],
    // A file of the API is no route: the browser saves it instead of the app showing a page.
    ['a download', { download: true }, ''],
  ])('leaves %s to the browser', async (_, props, keys) => {
    const user = userEvent.setup();
    renderInRouter(
      <Link href="/api/certificates/7/pdf?lang=en" {...props}>
        Certificate
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Certificate/ });
    expect(link).toHaveAttribute('href', '/api/certificates/7/pdf?lang=en');
    if (keys) await user.keyboard(keys);
    const handledByPage = watchNextClick();
    await user.click(link);
    expect(handledByPage()).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/en$/);
  });

  // An outside link goes through the API, which sends the browser on: the app must not route it.
  it.each(['/out/app-store', '/out/practitioners/7?lang=fi'])('leaves the API address %s to the browser', async (href) => {
    const user = userEvent.setup();
    renderInRouter(<Link href={href}>Outside</Link>);
    const link = screen.getByRole('link', { name: 'Outside' });
    expect(link).toHaveAttribute('href', href);
    const handledByPage = watchNextClick();
    await user.click(link);
    expect(handledByPage()).toBe(false);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/en$/);
  });

  it.each([
    'https://www.google.com/maps/search/?api=1&query=Urho%20Kekkosen%20katu%204',
    'tel:+358103803838',
    'mailto:laskutus@example.fi',
    '//cdn.example.fi/a.pdf',
  ])('keeps the absolute address %s as it is under the router', (href) => {
    renderInRouter(<Link href={href}>Elsewhere</Link>, '/fi/varaus/abc');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', href);
  });
});
