import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const items = [
  { id: 'upcoming', title: 'Upcoming', content: <p>You have two upcoming appointments.</p> },
  { id: 'past', title: 'Past', content: <p>Your past visits from the last two years.</p> },
  { id: 'cancelled', title: 'Cancelled', content: <p>No cancelled appointments.</p>, isDisabled: true },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Appointments', items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'past' } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
