import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './coming-soon-page';

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  args: { title: 'Invoices' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
