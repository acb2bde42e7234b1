import { useLogout } from '@portal/shared/data-access';
import { LogoutDialog } from '@portal/shared/ui';

/** The confirmation with its log-out call; a chunk of its own (see logout-menu-item.tsx). */
export function LogoutConfirmation({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  return <LogoutDialog isOpen onClose={onClose} onLogout={logout} />;
}
