import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/avatar';
import { Timeline, TimelineItem } from './timeline-item';

const meta = {
  title: 'Content/TimelineItem',
  component: TimelineItem,
  args: {
    as: 'article',
    title: 'Visit to general practitioner',
    subtitle: 'Dr. Anna Virtanen, Helsinki Kamppi',
    dateText: 'Mon 12.5.2025 at 10:00',
  },
} satisfies Meta<typeof TimelineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Timeline aria-label="Visits and prescriptions">
      <TimelineItem title="Plain" subtitle="No link, no avatar" dateText="12.5.2025" />
      <TimelineItem
        title="Linked with avatar"
        subtitle="Dr. Anna Virtanen"
        dateText="3.4.2025"
        href="#visit"
        avatar={<Avatar name="Anna Virtanen" />}
      />
      <TimelineItem
        title="Highlighted prescription"
        subtitle="Amoxicillin 500 mg"
        dateText="1.3.2025"
        validityText="Valid until 1.3.2026"
        href="#prescription"
        isHighlighted
      />
      <TimelineItem title="Large avatar" avatar={<Avatar name="Mikko Laine" size="large" />} validityText="Expired" />
    </Timeline>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, render: States.render };
