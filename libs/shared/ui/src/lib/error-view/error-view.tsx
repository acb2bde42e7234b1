import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from 'react-aria-components';
import { Button } from '../button/button';
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

/** Shown when a page or a part of it fails: an apology, advice, and a 'Try again' button. */
export function ErrorView({ onRetry, isRetrying = false, details, headingLevel = 2, className }: ErrorViewProps) {
  const intl = useIntl();
  return (
    <section className={[styles['root'], className].filter(Boolean).join(' ')}>
      <Heading level={headingLevel} className={styles['title']}>
        {intl.formatMessage(messages.errorTitle)}
      </Heading>
      <p className={styles['text']}>{intl.formatMessage(messages.errorText)}</p>
      {details !== undefined && <p className={styles['details']}>{details}</p>}
      {onRetry && (
        <Button onPress={onRetry} isPending={isRetrying}>
          {intl.formatMessage(messages.tryAgain)}
        </Button>
      )}
    </section>
  );
}
