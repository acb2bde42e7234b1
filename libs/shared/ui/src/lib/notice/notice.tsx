import type { HTMLAttributes, ReactNode } from 'react';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'role' | 'style'> {
  children: ReactNode;
  tone?: NoticeTone;
  /** 'p' for a sentence, 'div' for several paragraphs, 'section' for a notice with its own heading. */
  as?: 'p' | 'div' | 'section';
  /**
   * 'alert' when the notice appears in answer to the patient's action and must be announced at
   * once, 'status' when it may wait; none when it is there from the start.
   */
  role?: 'alert' | 'status';
}

/** A message in a toned box within the page: information, a success, a warning or an error. */
export function Notice({ children, tone = 'info', as: Element = 'p', className, ...rest }: NoticeProps) {
  return (
    <Element {...rest} className={[styles['notice'], styles[tone], className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
