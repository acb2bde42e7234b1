import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this text.' },
  render: (args) => (
    <p>
      The next sentence is visually hidden but announced by screen readers.
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InsideAnIconButton: Story = {
  render: (args) => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
      </svg>
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: 'Close' },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
