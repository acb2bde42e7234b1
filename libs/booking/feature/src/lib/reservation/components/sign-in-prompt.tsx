import { pagePaths } from '@portal/shared/util';
import { useBrand } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Card, Link, useFocusIfLost } from '@portal/shared/ui';
import { useRef } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { resultMessages } from '../messages';
import styles from './reservation.module.css';

export interface SignInPromptProps {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Where to go after signing in. */
  nextPath: string;
  /** Announce it: it replaced the form after a reservation answer, rather than opening the page. */
  announce?: boolean;
}

/**
 * Strong sign-in to carry on (booking doc section 4). The children's brand asks whose
 * information first: a guardian for a child signs in with the mandate, anyone else for themself.
 */
export function SignInPrompt({ title, text, nextPath, announce = false }: SignInPromptProps) {
  const intl = useIntl();
  const lang = useLang();
  const { asksWhoseSignIn } = useBrand();
  // Announced, it takes the place of the form after an answer, and the focus its Reserve button had.
  const ref = useRef<HTMLDivElement>(null);
  useFocusIfLost(ref, announce);
  return (
    <div ref={ref} tabIndex={-1}>
      <Card title={intl.formatMessage(title)} titleId="sign-in-prompt" role={announce ? 'alert' : undefined}>
        <p>{intl.formatMessage(text)}</p>
        <p className={styles['actions']}>
          {asksWhoseSignIn ? (
            <>
              <Link variant="button" href={pagePaths.signIn.login(lang, { nextPath, mode: 'mandate' })}>
                {intl.formatMessage(resultMessages.loginForChild)}
              </Link>
              <Link variant="button-secondary" href={pagePaths.signIn.login(lang, { nextPath, mode: 'self' })}>
                {intl.formatMessage(resultMessages.loginAsSelf)}
              </Link>
            </>
          ) : (
            <Link variant="button" href={pagePaths.signIn.login(lang, { nextPath })}>
              {intl.formatMessage(resultMessages.login)}
            </Link>
          )}
        </p>
      </Card>
    </div>
  );
}
