import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('counts the characters against the maximum', async () => {
    const user = userEvent.setup();
    renderWithIntl(<TextArea label="Message" maxLength={10} overLimitMessage="At most 10 characters" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await user.type(textarea, 'Hello');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription(/5 \/ 10/);
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At most 10 characters')).not.toBeInTheDocument();
  });

  it('shows the caller’s error when over the maximum and clears it when back within', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(
      <TextArea label="Message" maxLength={5} overLimitMessage="At most 5 characters" onChange={onChange} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'Hello!');
    expect(onChange).toHaveBeenLastCalledWith('Hello!');
    expect(screen.getByText('6 / 5')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(/At most 5 characters/);
    await user.keyboard('{Backspace}');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At most 5 characters')).not.toBeInTheDocument();
  });

  it('counts a controlled value and keeps a description', () => {
    renderWithIntl(
      <TextArea label="Symptoms" description="Describe briefly." maxLength={500} value="Fever" onChange={jest.fn()} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Symptoms' });
    expect(textarea).toHaveValue('Fever');
    expect(textarea).toHaveAccessibleDescription(/Describe briefly\./);
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
  });

  it('shows a general error message', () => {
    renderWithIntl(<TextArea label="Message" errorMessage="Write a message" isRequired />);
    const textarea = screen.getByRole('textbox', { name: /Message/ });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription(/Write a message/);
  });
});
