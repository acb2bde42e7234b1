import type { Remote } from '@portal/shared/data-access';
import { EmptyState, ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import type { ReactNode } from 'react';

interface NotOccupationalCustomer {
  type: 'notOccupationalCustomer';
}

const isNotCustomer = <T,>(data: T | NotOccupationalCustomer): data is NotOccupationalCustomer =>
  (data as { type?: unknown }).type === 'notOccupationalCustomer';

export interface OccupationalHealthPageProps<T> {
  /** The h1: the section's title. */
  title: string;
  remote: Remote<T | NotOccupationalCustomer>;
  loadingLabel: string;
  /** What the page is for, told to anyone who is not an occupational health customer. */
  notCustomer: { title: string; text: string };
  /** The page for an occupational health customer. */
  children: (data: T) => ReactNode;
}

/**
 * A page of occupational health care (account doc section 2): placeholders while it loads, the
 * error view with retry, and the customer's page. Anyone else, the children's brand included, is
 * told what the page is for rather than shown an error.
 */
export function OccupationalHealthPage<T>({ title, remote, loadingLabel, notCustomer, children }: OccupationalHealthPageProps<T>) {
  return (
    <PageLayout title={title}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={loadingLabel} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' &&
        (isNotCustomer(remote.data) ? <EmptyState title={notCustomer.title} text={notCustomer.text} /> : children(remote.data))}
    </PageLayout>
  );
}
