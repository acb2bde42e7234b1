import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { messages } from '../messages';
import styles from './toast.module.css';

/** How long a toast stays by default (the spec's default; callers also use 5, 15 and 20 s). */
export const DEFAULT_TOAST_TIMEOUT_MS = 10_000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
  tone: ToastTone;
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

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg className={styles['icon']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {tone === 'success' && (
        <path d="M7 12.5l3.5 3.5L17 9" fill="none" stroke="#fff" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
      )}
      {tone === 'error' && (
        <>
          <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.25" strokeLinecap="round" />
          <circle cx="12" cy="17" r="1.4" fill="#fff" />
        </>
      )}
      {tone === 'info' && (
        <>
          <path d="M12 10.5v7" stroke="#fff" strokeWidth="2.25" strokeLinecap="round" />
          <circle cx="12" cy="7" r="1.4" fill="#fff" />
        </>
      )}
    </svg>
  );
}

export interface ToastRegionProps {
  queue: ToastQueue;
}

/**
 * Where the toasts of a queue appear (fixed to the bottom corner, rendered into document.body).
 * Toasts are announced to screen readers, pause their timers while hovered or focused, and F6
 * moves focus to them. Render one in the app shell.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const intl = useIntl();
  return (
    <AriaToastRegion
      queue={queue.ariaQueue}
      aria-label={intl.formatMessage(messages.toastRegion)}
      className={styles['region']}
    >
      {({ toast }) => (
        <AriaToast toast={toast} className={[styles['toast'], styles[toast.content.tone]].join(' ')}>
          <ToneIcon tone={toast.content.tone} />
          <AriaToastContent className={styles['content']}>
            <Text slot="title" className={styles['title']}>
              {toast.content.title}
            </Text>
            {toast.content.description !== undefined && (
              <Text slot="description" className={styles['description']}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={intl.formatMessage(messages.toastClose)} className={styles['close']}>
            <svg className={styles['closeIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
