import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';
import { ToastRegion } from './toast';
import { createToastQueue } from './toast-queue';
import type { ToastQueue } from './toast-queue';

function Demo({ prefill }: { prefill: boolean }) {
  const [toasts] = useState<ToastQueue>(() => createToastQueue());
  useEffect(() => {
    if (!prefill) return;
    const keys = [
      toasts.add({ title: 'Appointment booked', description: 'A confirmation was sent to your email.', tone: 'success' }, { timeout: null }),
      toasts.add({ title: 'New message from your care team', tone: 'info' }, { timeout: null }),
      toasts.add({ title: 'Payment failed', description: 'Try again or choose another method.', tone: 'error' }, { timeout: null }),
      toasts.add(
        {
          title: 'Your session is about to end',
          description: 'For your security, you will be logged out in 90 seconds.',
          tone: 'info',
          action: { label: 'Continue session', onAction: () => undefined },
        },
        { timeout: null },
      ),
    ];
    return () => keys.forEach((key) => toasts.close(key));
  }, [prefill, toasts]);
  return (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button onPress={() => toasts.add({ title: 'Changes saved', tone: 'success' })}>Success (10 s)</Button>
        <Button variant="secondary" onPress={() => toasts.add({ title: 'Copied', tone: 'info' }, { timeout: 5000 })}>
          Info (5 s)
        </Button>
        <Button
          variant="danger"
          onPress={() =>
            toasts.add({ title: 'Sending failed', description: 'Check your connection.', tone: 'error' }, { timeout: 20000 })
          }
        >
          Error (20 s)
        </Button>
      </div>
      <ToastRegion queue={toasts} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { prefill: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = { args: { prefill: true } };

export const ChildrenBrand: Story = { globals: { brand: 'children' }, args: { prefill: true } };
