import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** The `page` query of a paged list (from 0); anything but a plain number is the first page. */
export function parsePage(param: string | null): number {
  return param !== null && /^\d{1,6}$/.test(param) ? Number(param) : 0;
}

/**
 * A ref for a paged list that takes focus once the list of another page is shown: arriving at the
 * page leaves focus alone, moving to another page puts it on the new list (the link that was
 * pressed may be gone). The list needs `tabIndex={-1}`.
 */
export function usePageFocus<T extends HTMLElement>(page: number, ready: boolean): RefObject<T | null> {
  const listRef = useRef<T>(null);
  // The page whose list was shown last.
  const shownPage = useRef(page);

  useEffect(() => {
    if (!ready || shownPage.current === page) return;
    shownPage.current = page;
    listRef.current?.focus();
  }, [ready, page]);

  return listRef;
}
