import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card';
import { STACK_GAPS } from '../stack/stack';
import { PlainList } from './plain-list';

const meta = {
  title: 'Layout/PlainList',
  component: PlainList,
  argTypes: { gap: { control: 'select', options: STACK_GAPS } },
  args: {
    gap: 4,
    'aria-label': 'Upcoming appointments',
    children: (
      <>
        <Card as="li" title="General practitioner visit" headingLevel={2}>
          <p>Tue 24.11.2026 at 9.00, Helsinki Centre</p>
        </Card>
        <Card as="li" title="Dental check-up" headingLevel={2}>
          <p>Thu 3.12.2026 at 14.30, Espoo Leppävaara</p>
        </Card>
        <Card as="li" title="Laboratory" headingLevel={2}>
          <p>Mon 7.12.2026 at 7.45, Helsinki Centre</p>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof PlainList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards stacked 1rem apart, a list for screen readers. */
export const Default: Story = {};

/** Without a gap the items follow each other, as lines of text do. */
export const WithoutGap: Story = {
  args: {
    gap: undefined,
    'aria-label': 'Price details',
    children: (
      <>
        <li>Visit fee 20,00 €</li>
        <li>Laboratory 15,00 €</li>
        <li>Office fee 9,90 €</li>
      </>
    ),
  },
};

/** An ordered list where the order means something. */
export const Ordered: Story = {
  args: {
    as: 'ol',
    gap: 2,
    'aria-label': 'How to book',
    children: (
      <>
        <li>Choose the type of appointment.</li>
        <li>Choose a time.</li>
        <li>Confirm the booking.</li>
      </>
    ),
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
