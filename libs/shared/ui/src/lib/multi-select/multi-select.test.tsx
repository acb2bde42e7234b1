import { renderWithIntl } from '@portal/shared/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect } from './multi-select';

const options = [
  { id: 'hki', label: 'Helsinki' },
  { id: 'tku', label: 'Turku' },
  { id: 'tre', label: 'Tampere', isDisabled: true },
];

function Controlled({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      label="Cities"
      placeholder="All cities"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('chooses several options, in the order of the options', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Cities/ });
    expect(trigger).toHaveTextContent('All cities');
    await user.click(trigger);
    expect(screen.getByRole('listbox', { name: 'Cities' })).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('option', { name: 'Turku' }));
    await user.click(screen.getByRole('option', { name: 'Helsinki' }));
    expect(onChange).toHaveBeenLastCalledWith(['hki', 'tku']);
    expect(screen.getByRole('option', { name: 'Tampere' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('unchooses an option chosen before', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<MultiSelect label="Cities" options={options} defaultValue={['hki', 'tku']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Cities/ }));
    await user.click(screen.getByRole('option', { name: 'Helsinki' }));
    expect(onChange).toHaveBeenLastCalledWith(['tku']);
  });
});
