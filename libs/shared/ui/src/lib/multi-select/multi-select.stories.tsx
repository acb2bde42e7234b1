import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiSelect } from './multi-select';

const options = [
  { id: 'hki', label: 'Helsinki, Kamppi' },
  { id: 'esp', label: 'Espoo, Tapiola' },
  { id: 'tku', label: 'Turku, Kauppatori' },
  { id: 'tre', label: 'Tampere, Hämeenkatu (closed)', isDisabled: true },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Clinics', options, placeholder: 'All clinics' },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
      <MultiSelect {...args} label="None chosen" />
      <MultiSelect {...args} label="Two chosen" defaultValue={['hki', 'tku']} />
      <MultiSelect {...args} label="With description" description="Linked clinics are searched too." />
      <MultiSelect {...args} label="Disabled" isDisabled defaultValue={['esp']} />
    </div>
  ),
};

export const Open: Story = { args: { defaultOpen: true, defaultValue: ['esp'] } };

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { defaultValue: ['tku'] } };
