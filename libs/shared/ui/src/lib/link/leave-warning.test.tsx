import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInRouter } from '../../testing/in-router';
import { currentLeaveWarning, useLeaveWarning } from './leave-warning';
import { Link } from './link';

function EditingPage({ initialText = null }: { initialText?: string | null }) {
  const [text, setText] = useState<string | null>(initialText);
  useLeaveWarning(text);
  return (
    <>
      <button type="button" onClick={() => setText('Leave without saving?')}>
        Edit
      </button>
      <button type="button" onClick={() => setText(null)}>
        Save
      </button>
      <Link href="/en/invoices">Invoices</Link>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' });

describe('useLeaveWarning', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets the app’s links go while nothing would be lost', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderInRouter(<EditingPage />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Invoices' }));
    expect(address()).toHaveTextContent('/en/invoices');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a link leaves edits behind, and stays when the patient says no', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderInRouter(<EditingPage />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(address()).toHaveTextContent(/^\/en$/);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(address()).toHaveTextContent('/en/invoices');
  });

  it('asks the browser to confirm a reload or closing while edits would be lost, and not after saving', async () => {
    const user = userEvent.setup();
    renderInRouter(<EditingPage />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
  });

  it('forgets the warning of a page that is gone', () => {
    const { unmount } = renderInRouter(<EditingPage initialText="Leave without saving?" />);
    expect(currentLeaveWarning()).toBe('Leave without saving?');
    unmount();
    expect(currentLeaveWarning()).toBeNull();
  });
});
