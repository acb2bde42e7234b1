import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import type { ToastQueue } from './toast-queue';

const ToastContext = createContext<ToastQueue | null>(null);

/** Gives every page the app's one toast queue (its region is rendered once by the app shell). */
export function ToastProvider({ queue, children }: { queue: ToastQueue; children: ReactNode }) {
  return <ToastContext value={queue}>{children}</ToastContext>;
}

export function useToasts(): ToastQueue {
  const queue = use(ToastContext);
  if (!queue) throw new Error('useToasts() used outside ToastProvider');
  return queue;
}
