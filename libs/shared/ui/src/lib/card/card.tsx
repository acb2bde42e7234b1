import type { ReactNode } from 'react';
import { useId } from 'react';
import { Heading } from 'react-aria-components';
import styles from './card.module.css';

export interface CardProps {
  children: ReactNode;
  /** The heading at the top; it also names the card for screen readers. */
  title?: ReactNode;
  /** The heading's id, where a page or a test refers to it; otherwise one is made. */
  titleId?: string;
  headingLevel?: 2 | 3 | 4;
  /** 'article' for a thing of its own (an appointment), 'section' for a part of a page, 'li' in a list. */
  as?: 'article' | 'section' | 'li';
  /** 'alert' when the card appears in answer to the patient's action and must be announced. */
  role?: 'alert';
  className?: string;
}

/** A bordered box holding one appointment, notice or group of details. */
export function Card({ children, title, titleId, headingLevel = 2, as: Element = 'section', role, className }: CardProps) {
  const madeId = useId();
  const headingId = titleId ?? madeId;
  const hasTitle = title !== undefined;
  return (
    <Element
      className={[styles['card'], className].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      {hasTitle && (
        <Heading level={headingLevel} id={headingId} className={styles['heading']}>
          {title}
        </Heading>
      )}
      {children}
    </Element>
  );
}

export interface DescriptionListProps {
  /** `dt` and `dd` pairs. */
  children: ReactNode;
  className?: string;
}

/** Labels and values side by side, the labels muted: the details of an appointment or a patient. */
export function DescriptionList({ children, className }: DescriptionListProps) {
  return <dl className={[styles['fields'], className].filter(Boolean).join(' ')}>{children}</dl>;
}
