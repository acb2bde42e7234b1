import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './data-table.module.css';

export interface DataTableProps {
  /** The id of the heading that names the table; or give a `caption`. */
  labelledBy?: string;
  /** The table's own caption, shown above it, when no heading names it. */
  caption?: ReactNode;
  /** Smaller text and spacing, for a table beside a chart. */
  compact?: boolean;
  /** The table's `thead` and `tbody`. A cell with `data-numeric` is right-aligned on one line, `data-nowrap` on one line. */
  children: ReactNode;
}

/**
 * A table of rows with real column (and row) headers, ruled between rows. It scrolls sideways
 * inside a region named as the table is, which the keyboard can reach, so that a wide table on a
 * narrow screen can be scrolled without a mouse (WCAG 2.1.1) and the page itself does not
 * (WCAG 1.4.10).
 */
export function DataTable({ labelledBy, caption, compact = false, children }: DataTableProps) {
  const captionId = useId();
  const nameId = labelledBy ?? captionId;
  return (
    // A scrollable region must be focusable to be scrolled by keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={nameId} tabIndex={0} className={styles['region']}>
      <table className={[styles['table'], compact ? styles['compact'] : ''].filter(Boolean).join(' ')} aria-labelledby={caption === undefined ? nameId : undefined}>
        {caption !== undefined && <caption id={captionId}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
