import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** E.g. a Button or Link to create the first item. */
  action?: ReactNode;
  /** A decorative illustration or icon (hide it from screen readers). */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, text, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <section className={[styles['root'], className].filter(Boolean).join(' ')}>
      {icon !== undefined && (
        <div className={styles['icon']} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={headingLevel} className={styles['title']}>
        {title}
      </Heading>
      {text !== undefined && <p className={styles['text']}>{text}</p>}
      {action !== undefined && <div className={styles['action']}>{action}</div>}
    </section>
  );
}
