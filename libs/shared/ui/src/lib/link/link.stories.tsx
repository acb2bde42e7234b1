import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#invoices', children: 'See your invoices' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'button', 'button-secondary'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <p>
        Read more in the <Link {...args}>terms of use</Link> before booking.
      </p>
      <Link {...args} variant="button">
        Book an appointment
      </Link>
      <Link {...args} variant="button-secondary">
        Show all visits
      </Link>
      <Link href="https://www.kanta.fi" target="_blank">
        My Kanta pages
      </Link>
    </div>
  ),
};

export const OpensInNewTab: Story = { args: { href: 'https://www.kanta.fi', target: '_blank', children: 'My Kanta pages' } };

export const ChildrenBrand: Story = { globals: { brand: 'children' }, render: Variants.render };
