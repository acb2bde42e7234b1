import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link, Notice } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { renewalMessages } from '../messages';
import styles from './prescriptions.module.css';

/**
 * The success box: the request went to the care team as a conversation, answered in 1-3 business
 * days. Focus moves to its heading, so keyboard and screen reader users land on the outcome.
 */
export function RenewalSent() {
  const intl = useIntl();
  const lang = useLang();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Notice tone="success" as="section" aria-labelledby="renewal-sent">
      <h2 id="renewal-sent" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(renewalMessages.sentTitle)}
      </h2>
      <p>{intl.formatMessage(renewalMessages.sentText)}</p>
      <p className={styles['actions']}>
        <Link href={pagePaths.messaging.list(lang)}>{intl.formatMessage(renewalMessages.toConversations)}</Link>
        <Link href={pagePaths.prescriptions.list(lang)}>{intl.formatMessage(renewalMessages.backToList)}</Link>
      </p>
    </Notice>
  );
}
