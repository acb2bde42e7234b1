import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const options = [
  { id: 'hki', label: 'Helsinki, Kamppi' },
  { id: 'esp', label: 'Espoo, Tapiola' },
  { id: 'tku', label: 'Turku, Kauppatori' },
  { id: 'tre', label: 'Tampere, Hämeenkatu (closed)', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Clinic', options },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <Select {...args} label="Empty" />
      <Select {...args} label="Chosen" defaultValue="esp" />
      <Select {...args} label="With description" description="Pick the clinic nearest to you." />
      <Select {...args} label="Required with error" isRequired errorMessage="Choose a clinic." />
      <Select {...args} label="Disabled" isDisabled defaultValue="hki" />
    </div>
  ),
};

export const Open: Story = { args: { defaultOpen: true } };

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { defaultValue: 'tku' } };
