import type { Remote } from '@portal/shared/data-access';
import { Button, Notice, PlaceholderRows } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './loaded-section.module.css';

export interface LoadedSectionProps<T> {
  title: ReactNode;
  intro: ReactNode;
  /** The level of the section's heading on its page. */
  headingLevel: 2 | 3;
  /** The section's own data: its loading, error and ready states are shown here. */
  remote: Remote<T>;
  /** Announced while loading. */
  loadingLabel: string;
  /** Said when the data could not be read. */
  loadFailed: ReactNode;
  retryLabel: ReactNode;
  /** Lines of the placeholder while loading. */
  placeholderRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * A section of my information that reads its own data (the notification choices, the Kela card):
 * its heading and intro, a placeholder while loading, an error with a retry, then its content.
 */
export function LoadedSection<T>({ title, intro, headingLevel, remote, loadingLabel, loadFailed, retryLabel, placeholderRows = 1, children }: LoadedSectionProps<T>) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={styles['section']}>
      <Heading id={headingId} className={styles['heading']}>
        {title}
      </Heading>
      <p className={styles['text']}>{intro}</p>
      {remote.status === 'loading' && <PlaceholderRows count={placeholderRows} label={loadingLabel} />}
      {(remote.status === 'error' || remote.status === 'not-found') && (
        <Notice tone="error" as="div" role="alert">
          <p className={styles['text']}>{loadFailed}</p>
          {remote.status === 'error' && (
            <div className={styles['actions']}>
              <Button variant="secondary" size="small" onPress={remote.retry}>
                {retryLabel}
              </Button>
            </div>
          )}
        </Notice>
      )}
      {remote.status === 'ready' && children(remote.data)}
    </section>
  );
}
