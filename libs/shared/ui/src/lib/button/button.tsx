import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonLook } from './button-look';
import { ButtonContent, buttonClassName } from './button-look';

export type { ButtonSize, ButtonVariant } from './button-look';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style'>,
    Omit<ButtonLook, 'isPending'> {
  children: ReactNode;
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
  variant,
  size,
  isFullWidth,
  isFullWidthOnSmall,
  isPending = false,
  className,
  ...rest
}: ButtonProps) {
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
    <AriaButton
      {...rest}
      {...pending}
      className={buttonClassName({ variant, size, isFullWidth, isFullWidthOnSmall, isPending, className })}
    >
      <ButtonContent isPending={isPending}>{children}</ButtonContent>
    </AriaButton>
  );
}
