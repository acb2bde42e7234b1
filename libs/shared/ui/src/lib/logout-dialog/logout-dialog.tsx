import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { messages } from '../messages';
import { useToasts } from '../toast/toast-context';

export interface LogoutDialogProps {
  isOpen: boolean;
  /** Closes the dialog: called by Cancel, by Escape and after a failed log-out. */
  onClose: () => void;
  /**
   * Logs out and leaves the page (the data layer's useLogout). The dialog stays pending until the
   * new page loads; a rejection closes it and shows an error toast.
   */
  onLogout: () => Promise<void>;
}

/**
 * 'Log out?' with Cancel and Log out (account doc section 2: log-out asks for confirmation). One
 * dialog for every place that offers logging out: the small-screen menu and my information.
 */
export function LogoutDialog({ isOpen, onClose, onLogout }: LogoutDialogProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const [pending, setPending] = useState(false);

  const confirm = () => {
    setPending(true);
    onLogout().catch(() => {
      setPending(false);
      onClose();
      toasts.add({
        tone: 'error',
        title: intl.formatMessage(messages.logoutFailedTitle),
        description: intl.formatMessage(messages.logoutFailedText),
      });
    });
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={intl.formatMessage(messages.logoutTitle)}
      confirmLabel={intl.formatMessage(messages.logoutConfirm)}
      onConfirm={confirm}
      onCancel={onClose}
      isConfirmPending={pending}
    >
      <p>{intl.formatMessage(messages.logoutText)}</p>
    </ConfirmDialog>
  );
}
