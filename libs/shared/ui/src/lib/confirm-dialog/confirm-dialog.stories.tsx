import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Cancel the appointment?',
    children: <p>Monday 12 May at 10:00 with Anna Virtanen. The time will be freed for other patients.</p>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: { variant: 'danger', confirmLabel: 'Cancel appointment', cancelLabel: 'Keep appointment' },
};

export const Pending: Story = { args: { variant: 'danger', isConfirmPending: true } };

export const Interactive: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    const confirm = () => {
      setPending(true);
      setTimeout(() => {
        setPending(false);
        setOpen(false);
      }, 1500);
    };
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Cancel appointment
        </Button>
        <ConfirmDialog
          {...args}
          isOpen={open}
          isConfirmPending={pending}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { variant: 'danger' } };
