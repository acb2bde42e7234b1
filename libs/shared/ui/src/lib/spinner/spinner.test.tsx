import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a progress bar labelled Loading', () => {
    renderWithIntl(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  it('takes another label', () => {
    renderWithIntl(<Spinner label="Loading invoices" size="large" />);
    expect(screen.getByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
  });
});
