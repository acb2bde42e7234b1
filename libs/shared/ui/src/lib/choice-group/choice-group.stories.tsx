import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group';

const meta = {
  title: 'Forms/ChoiceGroup',
  component: ChoiceGroup,
  args: { legend: 'How have you been taking the medicine?', kind: 'radio', choices: [] },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Radios({ inline = false, error }: { inline?: boolean; error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  const options = inline ? ['Yes', 'No'] : ['As prescribed', 'Less than prescribed', 'Only when needed'];
  return (
    <ChoiceGroup
      legend={inline ? 'Have you had side effects?' : 'How have you been taking the medicine?'}
      kind="radio"
      isRequired
      inline={inline}
      {...(error ? { error } : {})}
      choices={options.map((option) => ({ key: option, label: option, checked: value === option, onToggle: () => setValue(option) }))}
    />
  );
}

function Checkboxes() {
  const [chosen, setChosen] = useState<string[]>(['Cough']);
  return (
    <ChoiceGroup
      legend="Which symptoms do you have?"
      kind="checkbox"
      description="Choose every one that applies."
      choices={['Cough', 'Fever', 'Sore throat'].map((option) => ({
        key: option,
        label: option,
        checked: chosen.includes(option),
        onToggle: (on) => setChosen((current) => (on ? [...current, option] : current.filter((c) => c !== option))),
      }))}
    />
  );
}

function OneDisabled() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceGroup
      legend="Payment method"
      kind="radio"
      description="Company insurance cannot be used for remote appointments."
      choices={['I pay and claim it back', 'Company insurance', 'Direct compensation'].map((option) => ({
        key: option,
        label: option,
        checked: value === option,
        onToggle: () => setValue(option),
        isDisabled: option === 'Company insurance',
      }))}
    />
  );
}

export const RadioButtons: Story = { render: () => <Radios /> };
export const OneChoiceDisabled: Story = { render: () => <OneDisabled /> };
export const YesNoInline: Story = { render: () => <Radios inline /> };
export const WithError: Story = { render: () => <Radios error="Answer this question" /> };
export const CheckboxGroup: Story = { render: () => <Checkboxes /> };
export const ChildrenBrand: Story = { globals: { brand: 'children' }, render: () => <Radios inline /> };
