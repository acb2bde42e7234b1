import { useLang } from '@portal/shared/i18n';
import { Link, Notice } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { linkedPaths } from '../linked-paths';
import { payMessages, paymentMessages } from '../messages';
import styles from './invoices.module.css';

export interface EmailNoticeProps {
  invoiceNumber: string;
  /** Announce it: it appeared in answer to the patient's action (the payment was refused). */
  isAlert?: boolean;
}

/**
 * 'E-mail required before paying online' (account doc section 8): the payment service needs the
 * payer's e-mail. The link's saveAction brings the patient back to this invoice once saved.
 */
export function EmailNotice({ invoiceNumber, isAlert = false }: EmailNoticeProps) {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  return (
    <Notice as="section" tone="warning" role={isAlert ? 'alert' : undefined} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles['noticeTitle']}>
        {intl.formatMessage(paymentMessages.emailRequired)}
      </h2>
      <p>{intl.formatMessage(payMessages.emailRequiredText)}</p>
      <p>
        <Link href={linkedPaths.myInformationToPay(lang, invoiceNumber)}>{intl.formatMessage(payMessages.myInformationLink)}</Link>
      </p>
    </Notice>
  );
}
