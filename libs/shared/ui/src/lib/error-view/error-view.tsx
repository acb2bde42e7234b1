import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ButtonContent, buttonClassName } from '../button/button-look';
import { messages } from '../messages';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  /** Called by the 'Try again' button; without it there is no button. */
  onRetry?: () => void;
  /** Show a spinner on the button while retrying. */
  isRetrying?: boolean;
  /** Extra detail under the text, e.g. an error reference for customer service. */
  details?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * Shown when a page or a part of it fails: an apology, advice, and a 'Try again' button.
 *
 * It is part of the first page's code (a session or a page that fails to load), so its button is
 * a native one with the design system's look, not the react-aria Button: a retry needs a click
 * and Enter, which a native button has. While retrying it stays focusable and ignores presses.
 */
export function ErrorView({ onRetry, isRetrying = false, details, headingLevel = 2, className }: ErrorViewProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles['root'], className].filter(Boolean).join(' ')}>
      <Heading className={styles['title']}>{intl.formatMessage(messages.errorTitle)}</Heading>
      <p className={styles['text']}>{intl.formatMessage(messages.errorText)}</p>
      {details !== undefined && <p className={styles['details']}>{details}</p>}
      {onRetry && (
        <button
          type="button"
          className={buttonClassName({ isPending: isRetrying })}
          onClick={isRetrying ? undefined : onRetry}
          aria-disabled={isRetrying || undefined}
          data-pending={isRetrying || undefined}
        >
          <ButtonContent isPending={isRetrying}>{intl.formatMessage(messages.tryAgain)}</ButtonContent>
        </button>
      )}
    </section>
  );
}
