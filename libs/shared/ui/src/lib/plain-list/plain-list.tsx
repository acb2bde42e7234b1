import type { ComponentPropsWithRef, ElementType, HTMLAttributes, ReactNode } from 'react';
import type { StackGap } from '../stack/stack';
import { Stack } from '../stack/stack';
import styles from './plain-list.module.css';

export type PlainListElement = 'ul' | 'ol';

interface OwnPlainListProps<E extends PlainListElement> {
  /** The `li` elements, or components that render one (`Card as="li"`). */
  children: ReactNode;
  /**
   * Stacks the items in a column with this space between them, a step of the spacing scale. Without
   * it the items follow each other with no space, or as the className lays them out (a row, a grid).
   */
  gap?: StackGap;
  /** 'ol' where the order means something. */
  as?: E;
  /** The feature's own declarations beside the list's (a grid, a focus ring, a print rule). */
  className?: string;
}

export type PlainListProps<E extends PlainListElement = 'ul'> = OwnPlainListProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof OwnPlainListProps<E> | 'style'>;

/** A list without bullets, margin or padding: cards, links or buttons that are a list for screen readers. */
export function PlainList<E extends PlainListElement = 'ul'>({ children, gap, as, className, ...rest }: PlainListProps<E>) {
  const element: PlainListElement = as ?? 'ul';
  // The props were checked against the element asked for (PlainListProps<E>); TypeScript cannot follow E here.
  const attributes = rest as HTMLAttributes<HTMLElement>;
  const classes = [styles['list'], className].filter(Boolean).join(' ');
  if (gap !== undefined) {
    return (
      <Stack {...attributes} as={element} gap={gap} className={classes}>
        {children}
      </Stack>
    );
  }
  const Element: ElementType = element;
  return (
    <Element {...attributes} className={classes}>
      {children}
    </Element>
  );
}
