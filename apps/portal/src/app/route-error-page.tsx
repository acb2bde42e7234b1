import { useErrorReporter } from '@portal/shared/data-access';
import { ErrorView } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Component, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** A page that failed to load or render (a lost chunk after a deployment, a bug). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const reporter = useErrorReporter();
  useEffect(() => {
    reporter.report(error, { process: 'route', severity: 'error' });
  }, [error, reporter]);
  return <ErrorView onRetry={() => window.location.reload()} />;
}

interface BoundaryProps {
  /** The page's address: another one clears a failure, so the menu leads out of it. */
  pathname: string;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string; failed: boolean }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string; failed: boolean }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shown while the first page's code or catalog loads; there are no texts yet. */
export function PageLoading() {
  return <div aria-busy="true" />;
}

/**
 * Around every page, inside the layout: the error page for a page that fails to load or render,
 * and the loading state while the first page's code comes (a later navigation is a transition,
 * which keeps the page shown until the next one is in).
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
