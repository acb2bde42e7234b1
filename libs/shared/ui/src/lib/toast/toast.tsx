import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { Button } from '../button/button';
import { messages } from '../messages';
import type { ToastQueue, ToastTone } from './toast-queue';
import styles from './toast.module.css';

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
            {toast.content.action && (
              <Button variant="secondary" size="small" className={styles['action']} onPress={toast.content.action.onAction}>
                {toast.content.action.label}
              </Button>
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
