import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dialog, DialogTrigger } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Appointment details',
    children: (
      <p>General practitioner Anna Virtanen, Monday 12 May at 10:00, Helsinki Kamppi clinic, 2nd floor.</p>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Show details</Button>
      <Dialog
        {...args}
        footer={
          <Button slot="close" variant="secondary">
            Done
          </Button>
        }
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{size}</Button>
          <Dialog {...args} size={size} />
        </DialogTrigger>
      ))}
    </div>
  ),
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { defaultOpen: true } };
