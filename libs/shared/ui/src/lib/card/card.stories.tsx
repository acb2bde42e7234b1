import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, DescriptionList } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    as: 'article',
    title: 'General practitioner visit',
    children: (
      <DescriptionList>
        <dt>Time</dt>
        <dd>Tue 24.11.2026 at 9.00</dd>
        <dt>Clinic</dt>
        <dd>Helsinki Centre</dd>
        <dt>Practitioner</dt>
        <dd>Laura Mäkinen, General practitioner</dd>
      </DescriptionList>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDetails: Story = {};

export const Notice: Story = {
  args: { as: 'section', role: 'alert', title: 'Booking interrupted', children: <p>Please call customer service.</p> },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
