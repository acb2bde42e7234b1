import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Calendar } from './calendar';
import type { DateValue } from './calendar';

const isWeekend = (date: DateValue) => [0, 6].includes(date.toDate('UTC').getUTCDay());

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  args: { label: 'Appointment date', onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WeekendsUnavailable: Story = { args: { isDateUnavailable: isWeekend } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [date, setDate] = useState<DateValue | null>(null);
    return (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Calendar {...args} value={date} onChange={setDate} isDateUnavailable={isWeekend} />
        <output>{date ? date.toString() : '-'}</output>
      </div>
    );
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { isDateUnavailable: isWeekend } };
