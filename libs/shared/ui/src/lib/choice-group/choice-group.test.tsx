import { renderWithIntl } from '@portal/shared/i18n/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './choice-group';

const yesNo = (checked: 'yes' | 'no' | null, onToggle = jest.fn()) => [
  { key: 'yes', label: 'Yes', checked: checked === 'yes', onToggle: (on: boolean) => onToggle('yes', on) },
  { key: 'no', label: 'No', checked: checked === 'no', onToggle: (on: boolean) => onToggle('no', on) },
];

describe('ChoiceGroup', () => {
  it('is a group named by its question, with one radio per choice in one group', () => {
    renderWithIntl(<ChoiceGroup legend="Have you had side effects?" kind="radio" choices={yesNo('no')} />);
    const group = screen.getByRole('group', { name: 'Have you had side effects?' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual([radios[0]?.getAttribute('name'), radios[0]?.getAttribute('name')]);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('says a required question is required, to screen readers in words', () => {
    renderWithIntl(<ChoiceGroup legend="How often?" kind="radio" choices={yesNo(null)} isRequired />);
    expect(screen.getByRole('group', { name: /^How often\? ?, required$/ })).toBeInTheDocument();
  });

  it('tells the choice made and a cleared checkbox', () => {
    const onToggle = jest.fn();
    renderWithIntl(<ChoiceGroup legend="Which symptoms?" kind="checkbox" choices={yesNo('yes', onToggle)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'No' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yes' }));
    expect(onToggle.mock.calls).toEqual([
      ['no', true],
      ['yes', false],
    ]);
    // Checkboxes are not one radio group.
    expect(screen.getByRole('checkbox', { name: 'No' })).not.toHaveAttribute('name');
  });

  it('reads its description and error with the group, and marks the choices invalid', () => {
    renderWithIntl(<ChoiceGroup legend="Pain" kind="radio" choices={yesNo(null)} description="0 is none, 10 the worst" error="Answer this question" />);
    const group = screen.getByRole('group', { name: 'Pain' });
    expect(group).toHaveAccessibleDescription('0 is none, 10 the worst Answer this question');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables every choice', () => {
    renderWithIntl(<ChoiceGroup legend="Pain" kind="radio" choices={yesNo(null)} isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('disables one choice alone, which then cannot be taken', async () => {
    const onToggle = jest.fn();
    const [yes, no] = yesNo(null, onToggle);
    if (!yes || !no) throw new Error('two choices');
    renderWithIntl(<ChoiceGroup legend="Pain" kind="radio" choices={[yes, { ...no, isDisabled: true }]} />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'No' }));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });
});
