import { Link, PlainList, Stack } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { loginChoiceMessages } from '../messages';
import styles from './login-choice.module.css';

export interface LoginChoiceProps {
  /** The login page for a guardian acting for a child (mode=mandate). */
  childHref: string;
  /** The login page for one's own information (mode=self). */
  ownHref: string;
  /** The children's brand links its terms in Finnish whatever the page language (as the footer does). */
  termsHref: string;
}

/**
 * The children's clinic asks first whose information is wanted (account doc section 2): a guardian
 * signs in for a child aged 11 or under through the authorisation check, anyone 12 or over for
 * themself.
 */
export function LoginChoice({ childHref, ownHref, termsHref }: LoginChoiceProps) {
  const intl = useIntl();
  const headingId = useId();
  const childDetailId = useId();
  const ownDetailId = useId();
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['question']}>
        {intl.formatMessage(loginChoiceMessages.question)}
      </h2>
      <PlainList className={styles['options']}>
        <li className={styles['option']}>
          <Link variant="button" href={childHref} aria-describedby={childDetailId}>
            {intl.formatMessage(loginChoiceMessages.child)}
          </Link>
          <p id={childDetailId} className={styles['detail']}>
            {intl.formatMessage(loginChoiceMessages.childDetail)}
          </p>
        </li>
        <li className={styles['option']}>
          <Link variant="button-secondary" href={ownHref} aria-describedby={ownDetailId}>
            {intl.formatMessage(loginChoiceMessages.own)}
          </Link>
          <p id={ownDetailId} className={styles['detail']}>
            {intl.formatMessage(loginChoiceMessages.ownDetail)}
          </p>
        </li>
      </PlainList>
      <p>
        <Link href={termsHref}>
          {intl.formatMessage(loginChoiceMessages.terms)}
        </Link>
      </p>
    </Stack>
  );
}
