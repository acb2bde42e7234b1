import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const result = renderWithIntl(
    <ConfirmDialog isOpen title="Cancel the appointment?" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      The time will be freed for others.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, ...result };
}

describe('ConfirmDialog', () => {
  it('asks with default Confirm and Cancel buttons', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the appointment?' });
    expect(dialog).toHaveTextContent('The time will be freed for others.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses the given labels and the current language for defaults', () => {
    renderDialog({ confirmLabel: 'Yes, cancel it', cancelLabel: 'Keep it' });
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the keyboard and keeps focus inside', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a pending confirm and cannot be cancelled meanwhile', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog({ isConfirmPending: true });
    const confirm = screen.getByRole('button', { name: /Confirm/ });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is not there when closed', () => {
    renderDialog({ isOpen: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
