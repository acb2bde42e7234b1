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
