import type { TimelineItem as TimelineItemData } from '@portal/home/contracts';
import { EmptyState, Link, Timeline } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { SummaryItem } from './summary-item';
import styles from './summary-section.module.css';

export interface SummarySectionProps {
  title: string;
  items: readonly TimelineItemData[];
  /** Shown instead of the list when there are no items. */
  emptyText: string;
  /** E.g. the book button: a link that leads on from the section. */
  action?: { label: string; href: string };
  /** A note above the list. */
  note?: ReactNode;
  now: number;
  /** The items are appointments, dated by when they start (shown with the time). */
  isAppointments?: boolean;
}

/** A section of the front page: heading, its button, and the items as a timeline or the empty state. */
export function SummarySection({ title, items, emptyText, action, note, now, isAppointments = false }: SummarySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles['section']}>
      <div className={styles['header']}>
        <h2 id={headingId} className={styles['title']}>
          {title}
        </h2>
        {action && (
          <Link href={action.href} variant="button-secondary">
            {action.label}
          </Link>
        )}
      </div>
      {note}
      {items.length > 0 ? (
        <Timeline aria-labelledby={headingId}>
          {items.map((item) => (
            <SummaryItem key={item.id} item={item} now={now} isAppointment={isAppointments} />
          ))}
        </Timeline>
      ) : (
        <EmptyState title={emptyText} headingLevel={3} />
      )}
    </section>
  );
}
