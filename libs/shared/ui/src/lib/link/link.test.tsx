import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
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

  it('navigates on the client through the RouterProvider of the host app', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    renderWithIntl(
      <RouterProvider navigate={navigate}>
        <Link href="/en/appointments" variant="button">
          Appointments
        </Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Appointments' }));
    expect(navigate).toHaveBeenCalledWith('/en/appointments', undefined);
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
