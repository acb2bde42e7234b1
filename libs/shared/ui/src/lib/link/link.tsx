import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName } from '../button/button-look';
import { messages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Anchor } from './anchor';
import styles from './link.module.css';

export type LinkVariant = 'inline' | 'button' | 'button-secondary';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className' | 'style' | 'href'> {
  href: string;
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
 * A link, which navigates on the client under the app's router (see Anchor). With
 * target="_blank" it gets rel="noopener noreferrer", an icon, and '(opens in a new tab)' for
 * screen readers.
 *
 * Not react-aria's Link: a native anchor already does all a link does (Enter, the context menu,
 * a middle click), and react-aria's press handling would be most of the design system's code on
 * the first page, where the design system gives links and an error view only.
 */
export function Link({ children, variant = 'inline', target, rel, className, ...rest }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = target === '_blank';
  const classes =
    variant === 'inline'
      ? [styles['inline'], className].filter(Boolean).join(' ')
      : buttonClassName({ variant: variant === 'button-secondary' ? 'secondary' : 'primary', className });
  return (
    <Anchor {...rest} target={target} rel={relFor(target, rel)} className={classes}>
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
    </Anchor>
  );
}
