import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { children: 'Remote visits are invoiced separately by the practitioner.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoTone: Story = {};

export const SuccessTone: Story = { args: { tone: 'success', role: 'status', children: 'The appointment was cancelled.' } };

export const WarningTone: Story = {
  args: { tone: 'warning', children: 'The invoice is overdue. Please contact the collection company.' },
};

export const ErrorTone: Story = {
  args: { tone: 'error', role: 'alert', children: 'Cancelling failed. Please call customer service.' },
};

export const WithHeading: Story = {
  args: {
    as: 'section',
    tone: 'warning',
    'aria-labelledby': 'notice-story-title',
    children: (
      <>
        <h2 id="notice-story-title">E-mail required</h2>
        <p>The payment service needs your e-mail address. Add it in My information, then come back.</p>
      </>
    ),
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
