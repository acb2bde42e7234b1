import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { Dialog, DialogTrigger } from './dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Show details</Button>
      <Dialog
        title="Appointment details"
        footer={
          <Button slot="close" variant="secondary">
            Done
          </Button>
        }
      >
        <p>Dentist, Monday 10:00</p>
        <a href="#map">Map</a>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is labelled by its title and closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Example />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment details' });
    expect(dialog).toHaveTextContent('Dentist, Monday 10:00');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithIntl(<Example onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus());
  });

  it('closes with a footer button with slot="close"', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Example />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is controlled with isOpen', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithIntl(
      <Dialog title="Note" isOpen onOpenChange={onOpenChange} hideCloseButton>
        Text
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
