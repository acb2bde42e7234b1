import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { Notice } from '../notice/notice';
import { STACK_GAPS, Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: { gap: { control: 'select', options: STACK_GAPS } },
  args: {
    gap: 4,
    children: (
      <>
        <Notice>Remote visits are invoiced separately.</Notice>
        <Card title="General practitioner visit">
          <p>Tue 24.11.2026 at 9.00, Helsinki Centre</p>
        </Card>
        <Card title="Dental check-up">
          <p>Thu 3.12.2026 at 14.30, Espoo Leppävaara</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every step of the spacing scale, `--space-1` to `--space-8`. */
export const Gaps: Story = {
  render: () => (
    <Stack gap={6}>
      {STACK_GAPS.map((gap) => (
        <section key={gap} aria-labelledby={`gap-${gap}`}>
          <h2 id={`gap-${gap}`}>gap={gap}</h2>
          <Stack gap={gap}>
            <Notice>First</Notice>
            <Notice>Second</Notice>
            <Notice>Third</Notice>
          </Stack>
        </section>
      ))}
    </Stack>
  ),
};

/** A part of a page, named by its heading. */
export const AsSection: Story = {
  args: {
    as: 'section',
    gap: 2,
    'aria-labelledby': 'stack-customer-service',
    children: (
      <>
        <h2 id="stack-customer-service">Customer service</h2>
        <p>Call us on weekdays from 8 to 16.</p>
        <p>
          <a href="tel:+358101234567">010 123 4567</a>
        </p>
      </>
    ),
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
