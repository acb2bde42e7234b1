import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import buttonStyles from '../button/button.module.css';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './link.module.css';

export type LinkVariant = 'inline' | 'button' | 'button-secondary';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** 'inline' for links in text; 'button' and 'button-secondary' look like buttons. */
  variant?: LinkVariant;
  className?: string;
}

function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  return [...new Set([...(rel?.split(/\s+/) ?? []), 'noopener', 'noreferrer'].filter(Boolean))].join(' ');
}

/**
 * A link (react-aria Link). Client-side navigation comes from the react-aria RouterProvider that
 * the host app sets up. With target="_blank" it gets rel="noopener noreferrer", an icon, and
 * '(opens in a new tab)' for screen readers.
 */
export function Link({ children, variant = 'inline', target, rel, className, ...rest }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = target === '_blank';
  const classes =
    variant === 'inline'
      ? [styles['inline'], className]
      : [buttonStyles['button'], variant === 'button-secondary' && buttonStyles['secondary'], className];
  return (
    <AriaLink {...rest} target={target} rel={relFor(target, rel)} className={classes.filter(Boolean).join(' ')}>
      {children}
      {opensNewTab && (
        <>
          <svg className={styles['external']} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
            <path
              d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <VisuallyHidden> {intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
        </>
      )}
    </AriaLink>
  );
}
