import { pagePaths } from '@portal/shared/util';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Notice, PageLayout, Pagination, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { useInvoices } from '../api/get-invoices';
import { InvoiceList } from '../components/invoice-list';
import { listMessages } from '../messages';

/** The `page` query (from 0); anything but a plain number is the first page. */
export function parsePage(param: string | null): number {
  return param !== null && /^\d{1,6}$/.test(param) ? Number(param) : 0;
}

/**
 * The patient's invoices and receipts, 10 a page (account doc sections 2 and 9), newest first.
 * The page is in the address (`?page=`), so back and forward and the language switcher keep it.
 */
export function InvoicesPage() {
  const intl = useIntl();
  const lang = useLang();
  const [query] = useSearchParams();
  const page = parsePage(query.get('page'));
  const remote = useInvoices(page);
  const listRef = useRef<HTMLUListElement>(null);
  // The page whose list was shown last: arriving at the page leaves focus alone, moving to
  // another page puts it on the new list (the link that was pressed may be gone).
  const shownPage = useRef(page);

  useEffect(() => {
    if (remote.status !== 'ready' || shownPage.current === page) return;
    shownPage.current = page;
    listRef.current?.focus();
  }, [remote.status, page]);

  const pageCount = remote.status === 'ready' ? Math.ceil(remote.data.totalCount / remote.data.pageSize) : 0;
  // A page past the end (an old link, fewer invoices now): the last page there is.
  if (remote.status === 'ready' && page > 0 && page >= pageCount) {
    return <Navigate replace to={pagePaths.invoices.list(lang, Math.max(0, pageCount - 1))} />;
  }

  return (
    <PageLayout
      title={intl.formatMessage(sectionTitles.invoices)}
      intro={<Notice>{intl.formatMessage(listMessages.remoteVisitsNotice)}</Notice>}
    >
      {remote.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && (
        <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />
      )}
      {remote.status === 'ready' &&
        (remote.data.invoices.length > 0 ? (
          <Stack gap={4}>
            <InvoiceList ref={listRef} invoices={remote.data.invoices} />
            <Pagination label={intl.formatMessage(listMessages.pagination)} page={page} pageCount={pageCount} hrefOf={(to) => pagePaths.invoices.list(lang, to)} />
          </Stack>
        ) : (
          <EmptyState title={intl.formatMessage(listMessages.empty)} />
        ))}
    </PageLayout>
  );
}
