import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import type { ErrorReporter } from './error-reporting';

const ErrorReporterContext = createContext<ErrorReporter | null>(null);

export function ErrorReporterProvider({ reporter, children }: { reporter: ErrorReporter; children: ReactNode }) {
  return <ErrorReporterContext value={reporter}>{children}</ErrorReporterContext>;
}

/** The app's error reporter. Throws outside the provider: silently losing errors is worse. */
export function useErrorReporter(): ErrorReporter {
  const reporter = use(ErrorReporterContext);
  if (!reporter) throw new Error('useErrorReporter() used outside ErrorReporterProvider');
  return reporter;
}
