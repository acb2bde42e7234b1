import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

/** How long a toast stays by default (the spec's default; callers also use 5, 15 and 20 s). */
export const DEFAULT_TOAST_TIMEOUT_MS = 10_000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
  tone: ToastTone;
  /** One thing the patient can do about it, as a button in the toast (e.g. continuing the session). */
  action?: { label: string; onAction: () => void };
}

export interface ToastOptions {
  /** Milliseconds until it closes by itself; DEFAULT_TOAST_TIMEOUT_MS by default, null to stay until closed. */
  timeout?: number | null;
  /** Called when it closes, by timeout or by the user. */
  onClose?: () => void;
}

/** A queue of toasts, shown by a `<ToastRegion queue={...} />`. Create one per app. */
export class ToastQueue {
  /** The react-aria queue underneath (for ToastRegion). */
  readonly ariaQueue: AriaToastQueue<ToastContent>;

  constructor({ maxVisibleToasts = 5 }: { maxVisibleToasts?: number } = {}) {
    this.ariaQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  }

  /** Shows a toast; returns its key for `close`. */
  add(toast: ToastContent, { timeout = DEFAULT_TOAST_TIMEOUT_MS, onClose }: ToastOptions = {}): string {
    return this.ariaQueue.add(toast, { timeout: timeout ?? undefined, onClose });
  }

  close(key: string): void {
    this.ariaQueue.close(key);
  }

  clear(): void {
    this.ariaQueue.clear();
  }
}

export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new ToastQueue(options);
}
