import { Link } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import styles from './vaccinations.module.css';

export interface PaginationProps {
  /** From 0. */
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}

/**
 * Previous and next links with 'Page X of Y' between them, only when there is more than one page.
 * Links rather than buttons: the page is in the address, so back and forward and the language
 * switcher keep it.
 */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    // Not printed: paper has no pages to move between.
    <nav aria-label={intl.formatMessage(listMessages.pagination)} className={styles['pagination']} data-screen-only>
      <span>{page > 0 && <Link href={hrefOf(page - 1)}>{intl.formatMessage(listMessages.previous)}</Link>}</span>
      <p>{intl.formatMessage(listMessages.pageOf, { page: page + 1, pageCount })}</p>
      <span>{page < pageCount - 1 && <Link href={hrefOf(page + 1)}>{intl.formatMessage(listMessages.next)}</Link>}</span>
    </nav>
  );
}
