import type { HTMLAttributes, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children: ReactNode;
  /** The element to render. */
  elementType?: 'span' | 'div';
}

/** Content for screen readers only: hidden visually, kept in the accessibility tree. */
export function VisuallyHidden({ children, elementType = 'span', ...rest }: VisuallyHiddenProps) {
  const Element = elementType;
  return (
    <Element {...rest} className={styles['root']}>
      {children}
    </Element>
  );
}

/**
 * A rich-text tag of a message, e.g. `<hidden>` in '{specialty}<hidden> {date}</hidden>': its part
 * is read by screen readers only, so the visible text stays short and links or headings that look
 * alike are told apart. `intl.formatMessage(message, { ..., hidden: visuallyHiddenChunks })`.
 */
export const visuallyHiddenChunks = (chunks: ReactNode[]): ReactNode => <VisuallyHidden>{chunks}</VisuallyHidden>;
