import { useErrorReporter } from '@portal/shared/data-access';
import { ErrorView } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** A page that failed to load or render (a lost chunk after a deployment, a bug). */
export function RouteErrorPage() {
  const error = useRouteError();
  const reporter = useErrorReporter();
  useEffect(() => {
    reporter.report(error, { process: 'route', severity: 'error' });
  }, [error, reporter]);
  return <ErrorView onRetry={() => window.location.reload()} />;
}
