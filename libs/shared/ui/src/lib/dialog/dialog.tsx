import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { messages } from '../messages';
import styles from './dialog.module.css';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Open state (controlled). Leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Buttons at the bottom, e.g. a Button with slot="close". */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Whether a click outside closes it (Escape always does unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** 'alertdialog' for an interrupting question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close (X) button, e.g. when the footer has the only ways out. */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * A modal dialog: focus moves into it and stays there, Escape closes it and focus returns to what
 * opened it. A Button with slot="close" inside it closes it.
 */
export function Dialog({
  title,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  footer,
  size = 'medium',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
  hideCloseButton = false,
  className,
}: DialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles['overlay']}
    >
      <Modal className={[styles['modal'], styles[size], className].filter(Boolean).join(' ')}>
        <AriaDialog role={role} className={styles['dialog']}>
          <div className={styles['header']}>
            <Heading slot="title" level={2} className={styles['title']}>
              {title}
            </Heading>
            {!hideCloseButton && (
              <AriaButton slot="close" aria-label={intl.formatMessage(messages.dialogClose)} className={styles['close']}>
                <svg className={styles['closeIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </AriaButton>
            )}
          </div>
          <div className={styles['body']}>{children}</div>
          {footer !== undefined && <div className={styles['footer']}>{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';
