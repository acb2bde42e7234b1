import { useErrorReporter, useSessionInfo, useSessionStatus } from '@portal/shared/data-access';
import { defaultRouteAccess, pageHandleOf, useLang, useRouteMatches } from '@portal/shared/i18n';
import { ErrorView, Spinner } from '@portal/shared/ui';
import { useDeferredValue, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionErrorTitleMessage } from '../layout/messages';
import { usePortal } from '../portal-context';
import { accessRedirect } from './access-rules';
import styles from './session-boundary.module.css';

/** While `GET /api/session` runs: nothing of any page, so nobody sees a page meant for someone else. */
function SessionLoading() {
  return (
    <div className={styles['loading']} aria-busy="true">
      <Spinner size="large" className={styles['spinner']} />
    </div>
  );
}

/** The session could not be read: the generic error view with a retry (account doc section 8). */
function SessionError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { brand } = usePortal();
  return (
    <main id="main" className={styles['error']}>
      <title>{intl.formatMessage(sessionErrorTitleMessage, { brand: brand.name[lang] })}</title>
      <ErrorView headingLevel={1} onRetry={onRetry} isRetrying={isRetrying} />
    </main>
  );
}

/** Shows the page when the session allows it, and otherwise sends the visitor where access-rules say. */
function AccessGuard() {
  const { response } = useSessionInfo();
  const lang = useLang();
  const matches = useRouteMatches();
  const { pathname, search } = useLocation();
  const access = pageHandleOf(matches)?.access ?? defaultRouteAccess;
  const to = accessRedirect({ access, session: response, lang, pathname, search });
  return to === null ? <Outlet /> : <Navigate to={to} replace />;
}

/**
 * Between the language root and the layout: the pages render only once the session is known and
 * only for whom they are meant.
 */
export function SessionBoundary() {
  const status = useSessionStatus();
  const reporter = useErrorReporter();
  // A retry goes through 'loading' again; the error view stays, its button pending, meanwhile.
  const [retrying, setRetrying] = useState(false);
  const failure = status.status === 'failed' ? status.error : undefined;
  // The pages appear in a deferred render: React builds them in slices, the loading view staying
  // until they are ready (a store's update alone would be rendered in one long task).
  const shown = useDeferredValue(status.status);

  useEffect(() => {
    if (failure !== undefined) reporter.report(failure, { process: 'session' });
  }, [failure, reporter]);

  if (status.status === 'failed') {
    const { retry } = status;
    return (
      <SessionError
        isRetrying={false}
        onRetry={() => {
          setRetrying(true);
          retry();
        }}
      />
    );
  }
  if (status.status === 'loading') {
    return retrying ? <SessionError isRetrying onRetry={() => undefined} /> : <SessionLoading />;
  }
  return shown === 'ready' ? <AccessGuard /> : <SessionLoading />;
}
