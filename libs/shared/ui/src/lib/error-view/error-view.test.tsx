import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it('apologises, advises and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithIntl(<ErrorView onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Apologies! Something went wrong...' })).toBeInTheDocument();
    expect(screen.getByText(/try again.*customer service/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries with the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithIntl(<ErrorView onRetry={onRetry} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while retrying, stays focusable and shows that it is loading', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithIntl(<ErrorView onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: /^Try again/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('has no button without onRetry and shows details', () => {
    renderWithIntl(<ErrorView details="Reference 8F2A" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Reference 8F2A')).toBeInTheDocument();
  });
});
