import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './team.module.css';

/** A part of an occupational health page under its h2, named by it for screen readers. */
export function TitledSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles['section']}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
