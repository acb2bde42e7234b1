import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ToastRegion } from '../toast/toast';
import { ToastProvider } from '../toast/toast-context';
import { createToastQueue } from '../toast/toast-queue';
import { LogoutDialog } from './logout-dialog';

function WithToasts({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastProvider queue={queue}>
      {children}
      <ToastRegion queue={queue} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Overlays/LogoutDialog',
  component: LogoutDialog,
  decorators: [
    (Story) => (
      <WithToasts>
        <Story />
      </WithToasts>
    ),
  ],
  args: { isOpen: true, onClose: fn(), onLogout: fn(() => new Promise<void>(() => undefined)) },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming stays pending: a real log-out leaves the page. */
export const Default: Story = {};

/** Open it and confirm: the log-out fails, the dialog closes and an error toast appears. */
export const Failing: Story = {
  args: { isOpen: false, onLogout: fn(() => Promise.reject(new Error('offline'))) },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Log out
        </Button>
        <LogoutDialog {...args} isOpen={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };
