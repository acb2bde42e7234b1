import { pagePaths } from '@portal/shared/util';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, PageLayout, Pagination, PlaceholderRows, parsePage, Stack, usePageFocus } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { useVaccinations } from '../api/get-vaccinations';
import { VaccinationList } from '../components/vaccination-list';
import { listMessages } from '../messages';

/**
 * The patient's vaccinations, newest first, 25 a page (account doc sections 2 and 9). The page is
 * in the address (`?page=`), so back and forward and the language switcher keep it.
 */
export function VaccinationsPage() {
  const intl = useIntl();
  const lang = useLang();
  const [query] = useSearchParams();
  const page = parsePage(query.get('page'));
  const remote = useVaccinations(page);
  // Moving to another page puts focus on the new list (the link that was pressed may be gone).
  const listRef = usePageFocus<HTMLUListElement>(page, remote.status === 'ready');

  const pageCount = remote.status === 'ready' ? Math.ceil(remote.data.totalCount / remote.data.pageSize) : 0;
  // A page past the end (an old link, fewer vaccinations now): the last page there is.
  if (remote.status === 'ready' && page > 0 && page >= pageCount) {
    return <Navigate replace to={pagePaths.vaccinations.list(lang, Math.max(0, pageCount - 1))} />;
  }

  return (
    <PageLayout title={intl.formatMessage(sectionTitles.vaccinations)}>
      {remote.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' &&
        (remote.data.vaccinations.length > 0 ? (
          <Stack gap={4}>
            <VaccinationList ref={listRef} vaccinations={remote.data.vaccinations} />
            <Pagination label={intl.formatMessage(listMessages.pagination)} page={page} pageCount={pageCount} hrefOf={(to) => pagePaths.vaccinations.list(lang, to)} />
          </Stack>
        ) : (
          <EmptyState title={intl.formatMessage(listMessages.empty)} />
        ))}
    </PageLayout>
  );
}
