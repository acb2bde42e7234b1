import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Questionnaire progress', value: 40 },
  argTypes: { value: { control: { type: 'range', min: -20, max: 120 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 400 }}>
      <ProgressBar label="Not started" value={0} />
      <ProgressBar label="Halfway" value={50} />
      <ProgressBar label="Done" value={100} />
      <ProgressBar label="Over 100 is clamped" value={140} />
      <ProgressBar label="Step based" value={40} valueLabel="Step 2 of 5" />
      <ProgressBar label="Without value" value={70} showValue={false} />
    </div>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, render: States.render };
