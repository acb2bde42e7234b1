import { renderWithIntl } from '@portal/shared/i18n/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from './toast';
import { createToastQueue } from './toast-queue';
import { ToastProvider, useToasts } from './toast-context';

function Saver() {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.add({ title: 'Saved', tone: 'success' })}>
      Save
    </button>
  );
}

describe('ToastProvider', () => {
  it('lets a page add a toast to the shared region', async () => {
    const queue = createToastQueue();
    renderWithIntl(
      <ToastProvider queue={queue}>
        <Saver />
        <ToastRegion queue={queue} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => queue.clear());
  });

  it('fails loudly without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithIntl(<Saver />)).toThrow('useToasts() used outside ToastProvider');
    jest.restoreAllMocks();
  });
});
