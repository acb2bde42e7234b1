import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const options = [
  { id: 'hki', label: 'Helsinki' },
  { id: 'tku', label: 'Turku' },
  { id: 'tre', label: 'Tampere', isDisabled: true },
];

describe('Select', () => {
  it('shows the placeholder and picks an option with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Select label="City" options={options} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /City/ });
    expect(trigger).toHaveTextContent('Select an option');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'City' });
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tampere' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Turku' }));
    expect(onChange).toHaveBeenCalledWith('tku');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Turku');
  });

  it('is used with the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Select label="City" options={options} defaultValue="hki" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /City/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /City/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('tku');
  });

  it('ties the error to the trigger', () => {
    renderWithIntl(<Select label="City" options={options} errorMessage="Choose a city" isRequired />);
    expect(screen.getByRole('button', { name: /City/ })).toHaveAccessibleDescription(/Choose a city/);
  });
});
