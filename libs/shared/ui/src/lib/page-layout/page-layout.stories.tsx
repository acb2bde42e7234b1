import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../empty-state/empty-state';
import { Link } from '../link/link';
import { PageLayout } from './page-layout';

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Appointments',
    intro: 'Your upcoming and past appointments. You can cancel an appointment up to 24 hours before it.',
    children: <EmptyState title="No upcoming appointments" text="When you book an appointment, it appears here." />,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBackLink: Story = { args: { before: <Link href="#home">Front page</Link> } };

export const TitleOnly: Story = { args: { intro: undefined, children: <p>Page content.</p> } };

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
