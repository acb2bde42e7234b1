import type { ReactNode } from 'react';
import { Anchor } from '../link/anchor';
import { PlainList } from '../plain-list/plain-list';
import styles from './timeline-item.module.css';

export interface TimelineItemProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The date as text, already formatted by the caller. */
  dateText?: ReactNode;
  /** E.g. 'Valid until 31.12.2026', already formatted by the caller. */
  validityText?: ReactNode;
  /** Makes the title a link and the whole item its click area. */
  href?: string;
  /** E.g. an Avatar. */
  avatar?: ReactNode;
  /** Emphasise the item (e.g. new or upcoming). */
  isHighlighted?: boolean;
  /** 'li' inside a Timeline list (default), 'article' on its own. */
  as?: 'li' | 'article';
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One event in a list of visits, results, prescriptions, etc. */
export function TimelineItem({
  title,
  subtitle,
  dateText,
  validityText,
  href,
  avatar,
  isHighlighted = false,
  as: Element = 'li',
  headingLevel = 3,
  className,
}: TimelineItemProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = [styles['item'], isHighlighted && styles['highlighted'], href && styles['linked'], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes}>
      {avatar !== undefined && <div>{avatar}</div>}
      <div className={styles['body']}>
        <Heading className={styles['title']}>
          {href ? (
            <Anchor href={href} className={styles['link']}>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Heading>
        {subtitle !== undefined && <p className={styles['subtitle']}>{subtitle}</p>}
        {(dateText !== undefined || validityText !== undefined) && (
          <p className={styles['meta']}>
            {dateText !== undefined && <span>{dateText}</span>}
            {validityText !== undefined && <span>{validityText}</span>}
          </p>
        )}
      </div>
      {href && (
        <svg className={styles['chevron']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
          <path d="M7.5 4.5L13 10l-5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </Element>
  );
}

export interface TimelineProps {
  children: ReactNode;
  /** Accessible name of the list when the heading above it does not name it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** The list that holds TimelineItems. */
export function Timeline({ children, className, ...labelling }: TimelineProps) {
  return (
    <PlainList {...labelling} gap={3} className={className}>
      {children}
    </PlainList>
  );
}
