import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email address', description: 'We send appointment confirmations to this address.', type: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 400 }}>
      <TextField label="Empty" />
      <TextField label="With value" defaultValue="maija.meikalainen@example.fi" />
      <TextField label="Required" isRequired />
      <TextField label="With description" description="Use the format +358 40 123 4567." />
      <TextField label="Invalid" defaultValue="maija@" errorMessage="Enter a valid email address." />
      <TextField label="Disabled" defaultValue="Cannot be changed" isDisabled />
      <TextField label="Postal code (max 5)" maxLength={5} inputMode="numeric" />
    </div>
  ),
};

export const WithError: Story = {
  args: { isRequired: true, defaultValue: 'maija@', errorMessage: 'Enter a valid email address.' },
};

export const ChildrenBrand: Story = {
  globals: { brand: 'children' },
  args: { errorMessage: 'Enter a valid email address.', defaultValue: 'maija@' },
};
