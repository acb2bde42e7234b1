import type { ComponentPropsWithRef, ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './stack.module.css';

/** The steps of the spacing scale, `--space-1` to `--space-8` of tokens.css. */
export const STACK_GAPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export type StackGap = (typeof STACK_GAPS)[number];

/** What a Stack can be. A `ul` or `ol` keeps its bullets and indent: a list without them is a PlainList. */
export type StackElement = 'div' | 'section' | 'article' | 'form' | 'figure' | 'dl' | 'ul' | 'ol';

interface OwnStackProps<E extends StackElement> {
  children: ReactNode;
  /** The space between the children: a step of the spacing scale (4 is `--space-4`, 1rem). */
  gap?: StackGap;
  /** The element to render; its own attributes (aria-labelledby, lang, ref, onSubmit...) pass through. */
  as?: E;
  /** The feature's own declarations beside the stack's (a focus ring, a print rule). */
  className?: string;
}

export type StackProps<E extends StackElement = 'div'> = OwnStackProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof OwnStackProps<E> | 'style'>;

/** A column of children with a gap from the spacing scale: a page's parts, a card's blocks, a form's fields. */
export function Stack<E extends StackElement = 'div'>({ children, gap = 4, as, className, ...rest }: StackProps<E>) {
  const Element: ElementType = as ?? 'div';
  // The props were checked against the element asked for (StackProps<E>); TypeScript cannot follow E here.
  const attributes = rest as HTMLAttributes<HTMLElement>;
  return (
    <Element {...attributes} className={[styles['stack'], styles[`gap${gap}`], className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
