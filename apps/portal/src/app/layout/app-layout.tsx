import { useSession, useSessionInfo } from '@portal/shared/data-access';
import { pageHandleOf, useLang, useRouteMatches } from '@portal/shared/i18n';
import { DeferredToastRegion, useToasts } from '@portal/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { usePortal } from '../portal-context';
import { useSessionExpiry } from '../session/use-session-expiry';
import { Footer } from './footer';
import { Header } from './header';
import { useInAppExternalLinks } from './in-app-external-links';
import { buildNavigation, chromeFor } from './navigation';
import { actingForMessage } from './messages';
import { usePageViewTracking } from './use-page-view-tracking';
import styles from './app-layout.module.css';

/** Moves focus to the main content after a navigation, so screen readers start at the new page. */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [pathname]);
  return mainRef;
}

export function AppLayout() {
  const session = useSession();
  const { brand } = usePortal();
  const lang = useLang();
  usePageViewTracking();
  useSessionExpiry();
  useInAppExternalLinks(session?.sessionScope === 'in-app-booking');
  const mainRef = useFocusMainOnNavigation();
  const navigation = useMemo(() => buildNavigation({ brand, session, lang }), [brand, session, lang]);
  const chrome = chromeFor(session, pageHandleOf(useRouteMatches())?.chrome ?? 'full');
  const toasts = useToasts();
  const intl = useIntl();
  // The front page says it in its own words, at its top.
  const { user } = useSessionInfo();
  const actingFor = useLocation().pathname === `/${lang}` ? null : user?.actingFor;

  return (
    <div className={styles['shell']}>
      {chrome !== 'none' && <Header navigation={navigation} variant={chrome} />}
      {/* Whose matters every page shows, while a guardian acts for a child; my information leads to the family view to switch. */}
      {actingFor && chrome === 'full' && (
        <p className={styles['actingFor']}>{intl.formatMessage(actingForMessage, { name: `${actingFor.firstName} ${actingFor.lastName}` })}</p>
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles['main']}>
        <Outlet />
      </main>
      {chrome === 'full' && <Footer />}
      <DeferredToastRegion queue={toasts} />
    </div>
  );
}
