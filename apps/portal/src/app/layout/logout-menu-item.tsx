import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { navMessages } from './messages';
import styles from './header.module.css';

// The modal dialog (react-aria's overlay, focus trap and scroll lock) loads when first wanted:
// every page has the header, few visits end in logging out (initial-JS budget). Pointing at or
// focusing the item starts the load, so the dialog is there by the time it is pressed.
const loadConfirmation = () => import('./logout-confirmation');
const LogoutConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.LogoutConfirmation })));
const preload = () => void loadConfirmation();

/** The menu's log-out item (in the small-screen menu, and at the end of the wide screens' menu row) and its confirmation. */
export function LogoutMenuItem() {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles['logout']}>
      <button
        type="button"
        className={styles['menuLink']}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setConfirming(true)}
      >
        {intl.formatMessage(navMessages.logout)}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <LogoutConfirmation onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </li>
  );
}
