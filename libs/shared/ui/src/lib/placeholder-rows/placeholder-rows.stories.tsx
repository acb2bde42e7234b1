import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceholderRows } from './placeholder-rows';

const meta = {
  title: 'Feedback/PlaceholderRows',
  component: PlaceholderRows,
  args: { count: 3 },
} satisfies Meta<typeof PlaceholderRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAvatars: Story = { args: { count: 5, withAvatar: true } };

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { withAvatar: true } };
