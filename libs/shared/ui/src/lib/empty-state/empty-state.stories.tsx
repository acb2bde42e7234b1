import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const icon = (
  <svg width="48" height="48" viewBox="0 0 48 48" fill="none">
    <rect x="6" y="10" width="36" height="32" rx="4" stroke="currentColor" strokeWidth="3" />
    <path d="M6 20h36M16 6v8M32 6v8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No upcoming appointments',
    text: 'When you book an appointment, it appears here.',
    action: <Button>Book an appointment</Button>,
    icon,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { text: undefined, action: undefined, icon: undefined } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
