import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorView } from './error-view';

const meta = {
  title: 'Feedback/ErrorView',
  component: ErrorView,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Retrying: Story = { args: { isRetrying: true } };

export const WithDetails: Story = { args: { details: 'Error reference: 8F2A-11C0' } };

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
