import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { messages } from '../messages';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** The question or consequences. */
  children?: ReactNode;
  /** 'Confirm' by default. */
  confirmLabel?: ReactNode;
  /** 'Cancel' by default. */
  cancelLabel?: ReactNode;
  /** Called by the confirm button; close the dialog (set isOpen false) when done. */
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** Shows a spinner on the confirm button; cancelling waits until it is over. */
  isConfirmPending?: boolean;
  /** 'danger' for destructive actions such as cancelling an appointment. */
  variant?: 'primary' | 'danger';
}

/** A modal question with confirm and cancel buttons (role alertdialog). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isConfirmPending = false,
  variant = 'primary',
}: ConfirmDialogProps) {
  const intl = useIntl();
  const handleOpenChange = (open: boolean) => {
    if (!open && !isConfirmPending) onCancel();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={title}
      role="alertdialog"
      size="small"
      isDismissable={false}
      isKeyboardDismissDisabled={isConfirmPending}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isConfirmPending}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant={variant} onPress={onConfirm} isPending={isConfirmPending}>
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      {children !== undefined && <div className={styles['body']}>{children}</div>}
    </Dialog>
  );
}
