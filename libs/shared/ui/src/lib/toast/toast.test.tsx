import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from './toast';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT_MS } from './toast-queue';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  const toasts = createToastQueue();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithIntl(<ToastRegion queue={toasts} />);
  return { toasts, user };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Toast', () => {
  it('defaults to a 10 second timeout', () => {
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(10_000);
  });

  it('shows a toast in a labelled region and announces it', () => {
    const { toasts } = setup();
    act(() => {
      toasts.add({ title: 'Message sent', description: 'We reply within two days.', tone: 'success' });
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const toast = screen.getByRole('alertdialog', { name: 'Message sent' });
    expect(toast).toHaveAccessibleDescription('We reply within two days.');
    expect(screen.getByRole('alert')).toHaveTextContent('Message sent');
  });

  it('offers its action as a button, reachable by keyboard', async () => {
    const { toasts, user } = setup();
    const onAction = jest.fn();
    act(() => {
      toasts.add({ title: 'Your session is about to end', tone: 'info', action: { label: 'Continue session', onAction } }, { timeout: null });
    });
    const toast = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    const button = within(toast).getByRole('button', { name: 'Continue session' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no action button without an action', () => {
    const { toasts } = setup();
    act(() => {
      toasts.add({ title: 'Message sent', tone: 'success' });
    });
    expect(within(screen.getByRole('alertdialog', { name: 'Message sent' })).getAllByRole('button')).toHaveLength(1);
  });

  it('disappears after the default 10 seconds', () => {
    const { toasts } = setup();
    act(() => {
      toasts.add({ title: 'Saved', tone: 'info' });
    });
    advance(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(screen.getByRole('alertdialog', { name: 'Saved' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog', { name: 'Saved' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it.each([5_000, 15_000, 20_000])('disappears after a timeout of %i ms given by the caller', (timeout) => {
    const { toasts } = setup();
    const onClose = jest.fn();
    act(() => {
      toasts.add({ title: 'Sending failed', tone: 'error' }, { timeout, onClose });
    });
    advance(timeout - 1);
    expect(screen.getByRole('alertdialog', { name: 'Sending failed' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when the timeout is null', () => {
    const { toasts } = setup();
    act(() => {
      toasts.add({ title: 'Read this', tone: 'info' }, { timeout: null });
    });
    advance(60_000);
    expect(screen.getByRole('alertdialog', { name: 'Read this' })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { toasts, user } = setup();
    act(() => {
      toasts.add({ title: 'First', tone: 'info' });
      toasts.add({ title: 'Second', tone: 'success' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
    const second = screen.getByRole('alertdialog', { name: 'Second' });
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
    await user.click(within(second).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alertdialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
  });

  it('closes by key from code', () => {
    const { toasts } = setup();
    let key = '';
    act(() => {
      key = toasts.add({ title: 'Uploading', tone: 'info' });
    });
    act(() => toasts.close(key));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
