import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';

describe('Switch', () => {
  it('turns on and off with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Switch onChange={onChange}>Email notifications</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Email notifications' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can start selected and be disabled', () => {
    renderWithIntl(
      <Switch defaultSelected isDisabled>
        SMS reminders
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'SMS reminders' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });
});
