import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneNumberField, TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and described, and reports typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<TextField label="Email" description="We send receipts here." onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send receipts here.');
    await user.type(input, 'a@b.fi');
    expect(onChange).toHaveBeenLastCalledWith('a@b.fi');
  });

  it('ties the error message to the input and marks it invalid', () => {
    renderWithIntl(<TextField label="Phone" description="Finnish number" errorMessage="Enter a phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a phone number/);
    expect(input).toHaveAccessibleDescription(/Finnish number/);
  });

  it('shows no error without an error message', () => {
    renderWithIntl(<TextField label="Phone" errorMessage={undefined} />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
  });

  it('is required and limits the length', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Postal code" isRequired maxLength={5} value={value} onChange={setValue} />;
    }
    renderWithIntl(<Controlled />);
    const input = screen.getByRole('textbox', { name: /Postal code/ });
    expect(input).toBeRequired();
    await user.type(input, '0010012');
    expect(input).toHaveValue('00100');
  });

  it('is disabled', () => {
    renderWithIntl(<TextField label="Name" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});

describe('PhoneNumberField', () => {
  it('asks for a phone number: the phone keypad and the browser’s own number to fill in', () => {
    renderWithIntl(<PhoneNumberField label="Mobile phone number" description="For example +358 40 123 4567." />);
    const field = screen.getByRole('textbox', { name: 'Mobile phone number' });
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toHaveAccessibleDescription('For example +358 40 123 4567.');
  });
});
