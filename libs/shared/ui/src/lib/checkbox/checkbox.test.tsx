import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ties its description and error to the checkbox', () => {
    renderWithIntl(
      <Checkbox description="You can cancel at any time." isInvalid errorMessage="Accept the terms to continue" isRequired>
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAccessibleDescription('You can cancel at any time. Accept the terms to continue');
    expect(checkbox).toBeInvalid();
    expect(checkbox).toBeRequired();
  });

  it('is disabled', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Checkbox isDisabled>Remember me</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
  });
});
