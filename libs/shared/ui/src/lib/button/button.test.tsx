import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('calls onPress on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    renderWithIntl(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    renderWithIntl(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a spinner while pending, keeps its label and stays focusable', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    renderWithIntl(
      <Button isPending onPress={onPress}>
        Send message
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Send message/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit its form while pending, and leaves no live announcement naming it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    // react-aria announces a focused button's pending state through a live region by its id.
    await user.tab();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    // A removed button must not leave an announcement that points at its id.
    expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull();
  });

  it('is a submit button when asked', () => {
    renderWithIntl(
      <Button type="submit" variant="secondary" size="large">
        Send
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});
