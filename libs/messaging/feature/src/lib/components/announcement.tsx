import type { NoticeTone } from '@portal/shared/ui';
import { Notice } from '@portal/shared/ui';
import { lazy, Suspense, useId } from 'react';
import type { PageState } from '../api/page-state';
import styles from './messaging.module.css';

// The markdown renderer loads only when there is an announcement to show.
const AnnouncementMarkdown = lazy(() => import('./announcement-markdown'));

const tones: Record<string, NoticeTone> = { INFO: 'info', WARNING: 'warning', DANGER: 'error' };

/** The clinic's announcement box (booking doc section 2): a heading and a markdown text, when active. */
export function Announcement({ info }: { info: PageState['customerMessagingInfo'] }) {
  const headingId = useId();
  if (!info?.active) return null;
  return (
    <Notice tone={tones[info.announcementType] ?? 'info'} as="section" aria-labelledby={headingId} className={styles['announcement']}>
      <h2 id={headingId}>{info.heading}</h2>
      <Suspense fallback={<p>{info.description}</p>}>
        <AnnouncementMarkdown markdown={info.description} />
      </Suspense>
    </Notice>
  );
}
