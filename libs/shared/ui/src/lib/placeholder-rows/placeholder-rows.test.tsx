import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import { PlaceholderRows } from './placeholder-rows';

describe('PlaceholderRows', () => {
  it('tells screen readers it is loading, once', () => {
    renderWithIntl(<PlaceholderRows count={4} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('draws the given number of rows, hidden from screen readers', () => {
    const { container } = renderWithIntl(<PlaceholderRows count={4} withAvatar />);
    const rows = container.querySelector('[aria-hidden="true"]');
    expect(rows?.children).toHaveLength(4);
    expect(rows).not.toHaveTextContent(/./);
  });

  it('takes another label', () => {
    const { container } = renderWithIntl(<PlaceholderRows label="Loading messages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages');
    expect(container.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });
});
