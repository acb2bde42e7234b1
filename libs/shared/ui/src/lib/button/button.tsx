import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the full width of the container. */
  isFullWidth?: boolean;
  /** Take the full width on small screens (<= 480px) only. */
  isFullWidthOnSmall?: boolean;
  className?: string;
}

/**
 * A button. While `isPending` it shows a spinner, ignores presses and stays focusable; its label
 * stays in the accessibility tree, followed by the spinner's 'Loading'.
 *
 * The pending state is ours rather than react-aria's: react-aria announces it through a live
 * region that points at the button by id, and a button removed right after its action (check-in,
 * cancel) leaves that region naming nothing, an unlabelled image to assistive technology. The
 * outcome is announced by the page instead (a toast or a message).
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  isFullWidth = false,
  isFullWidthOnSmall = false,
  isPending = false,
  className,
  ...rest
}: ButtonProps) {
  const classes = [
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
  const pending = isPending
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
        type: 'button' as const,
        'aria-disabled': true,
        'data-pending': true,
      }
    : {};
  return (
    <AriaButton {...rest} {...pending} className={classes}>
      <span className={styles['label']}>{children}</span>
      {isPending && (
        <span className={styles['spinner']}>
          <Spinner size="small" />
        </span>
      )}
    </AriaButton>
  );
}
