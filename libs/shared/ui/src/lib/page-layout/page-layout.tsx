import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  /** The page's h1. */
  title: ReactNode;
  /** The browser tab's title; defaults to the h1 when that is plain text. */
  documentTitle?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  /**
   * 'div' (default) inside an app shell that renders <main>; 'main' where the page stands alone
   * and must be the main landmark itself.
   */
  as?: 'main' | 'div';
  /** E.g. 'main-content' for a skip link target. */
  id?: string;
  className?: string;
}

/** The content area of a page: h1 title, optional intro and the content, within a max width. */
export function PageLayout({ title, documentTitle, intro, children, before, as: Element = 'div', id, className }: PageLayoutProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <Element id={id} tabIndex={id ? -1 : undefined} className={[styles['root'], className].filter(Boolean).join(' ')}>
      {/* React hoists this into <head>: every page gets its own title (WCAG 2.4.2). */}
      {tabTitle !== undefined && <title>{tabTitle}</title>}
      <div className={styles['header']}>
        {before}
        <h1 className={styles['title']}>{title}</h1>
        {intro !== undefined && <div className={styles['intro']}>{intro}</div>}
      </div>
      <div className={styles['content']}>{children}</div>
    </Element>
  );
}
