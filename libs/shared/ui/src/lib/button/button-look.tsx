import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the full width of the container. */
  isFullWidth?: boolean;
  /** Take the full width on small screens (<= 480px) only. */
  isFullWidthOnSmall?: boolean;
  isPending?: boolean;
  className?: string;
}

/**
 * The classes of a button's look, for the design system's Button and for the plain elements that
 * look like one (a Link with a button variant, the error view's retry).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  isFullWidth = false,
  isFullWidthOnSmall = false,
  isPending = false,
  className,
}: ButtonLook): string {
  return [
    styles['button'],
    styles[variant],
    styles[size],
    isFullWidth && styles['fullWidth'],
    isFullWidthOnSmall && styles['fullWidthOnSmall'],
    isPending && styles['pending'],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A button's label; while pending, a spinner over it (the label stays for screen readers). */
export function ButtonContent({ children, isPending = false }: { children: ReactNode; isPending?: boolean }) {
  return (
    <>
      <span className={styles['label']}>{children}</span>
      {isPending && (
        <span className={styles['spinner']}>
          <Spinner size="small" />
        </span>
      )}
    </>
  );
}
