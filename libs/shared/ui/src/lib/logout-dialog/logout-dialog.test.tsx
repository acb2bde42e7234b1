import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastRegion } from '../toast/toast';
import { ToastProvider } from '../toast/toast-context';
import { createToastQueue } from '../toast/toast-queue';
import { LogoutDialog } from './logout-dialog';

function Harness({ onLogout }: { onLogout: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastProvider queue={queue}>
      <p>{open ? 'open' : 'closed'}</p>
      <LogoutDialog isOpen={open} onClose={() => setOpen(false)} onLogout={onLogout} />
      <ToastRegion queue={queue} />
    </ToastProvider>
  );
}

describe('LogoutDialog', () => {
  it('asks for confirmation and closes on Cancel without logging out', async () => {
    const onLogout = jest.fn(() => Promise.resolve());
    renderWithIntl(<Harness onLogout={onLogout} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('You will need to identify yourself again to see your information.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out on confirm and stays pending while the next page loads', async () => {
    const onLogout = jest.fn(() => Promise.resolve());
    renderWithIntl(<Harness onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Log out/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('closes and shows an error toast when logging out fails', async () => {
    const onLogout = jest.fn(() => Promise.reject(new Error('offline')));
    renderWithIntl(<Harness onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Log out?' })).not.toBeInTheDocument());
    expect(screen.getByText('closed')).toBeInTheDocument();
    const toast = await screen.findByRole('alertdialog', { name: 'Logging out failed' });
    expect(toast).toHaveTextContent('You are still logged in. Please try again.');
  });

  it('speaks the page language', () => {
    renderWithIntl(<Harness onLogout={() => Promise.resolve()} />, { lang: 'fi' });
    expect(screen.getByRole('alertdialog', { name: 'Kirjaudutaanko ulos?' })).toBeInTheDocument();
  });
});
