import { useIntl } from 'react-intl';
import { Link } from '../link/link';
import { paginationMessages } from './pagination-messages';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Accessible name of the navigation, e.g. 'Visit pages'. */
  label: string;
  /** From 0. */
  page: number;
  pageCount: number;
  /** The address of a page (from 0), e.g. the list's address with `?page=`. */
  hrefOf: (page: number) => string;
}

/**
 * Previous and next links with 'Page X of Y' between them, only when there is more than one page.
 * Links rather than buttons: the page is in the address, so back and forward and the language
 * switcher keep it.
 */
export function Pagination({ label, page, pageCount, hrefOf }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    // Not printed: paper has no pages to move between.
    <nav aria-label={label} className={styles['pagination']} data-screen-only>
      <span>{page > 0 && <Link href={hrefOf(page - 1)}>{intl.formatMessage(paginationMessages.previous)}</Link>}</span>
      <p>{intl.formatMessage(paginationMessages.pageOf, { page: page + 1, pageCount })}</p>
      <span>{page < pageCount - 1 && <Link href={hrefOf(page + 1)}>{intl.formatMessage(paginationMessages.next)}</Link>}</span>
    </nav>
  );
}
