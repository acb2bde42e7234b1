import { Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './lab-imaging.module.css';

export interface SectionListProps {
  title: string;
  /** Shown instead of the list when it has nothing. */
  emptyText: string;
  isEmpty: boolean;
  /** The list, named by the section's heading. */
  children: (headingId: string) => ReactNode;
}

/** A part of a list page (referrals, results): its heading and its list, or what it says when empty. */
export function SectionList({ title, emptyText, isEmpty, children }: SectionListProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['sectionHeading']}>
        {title}
      </h2>
      {isEmpty ? <p className={styles['muted']}>{emptyText}</p> : children(headingId)}
    </Stack>
  );
}
