import { KELA65_COMPENSATION_START } from '@portal/booking/contracts';
import { useLang } from '@portal/shared/i18n';
import { Link, Notice } from '@portal/shared/ui';
import { formatDate, formatEuros, Y65V_FIXED_PRICE_CENTS } from '@portal/shared/util';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Kela65Eligibility } from './eligibility';
import { kela65Messages } from './messages';

export interface Kela65NoticeProps {
  eligibility: Kela65Eligibility;
  /** The private customer list, offered to a patient under 65. */
  privateListHref: string;
}

/**
 * The 65+ rule, price and Kela compensation start, and for a signed-in patient under 65 the notice
 * of booking doc section 5 with the way on as a private customer.
 */
export function Kela65Notice({ eligibility, privateListHref }: Kela65NoticeProps) {
  const intl = useIntl();
  const lang = useLang();
  const headingId = useId();
  return (
    <Notice as="section" tone={eligibility === 'under-age' ? 'warning' : 'info'} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(kela65Messages.heading)}</h2>
      {eligibility === 'under-age' && (
        <p>
          {/* The space between the notice and its link is the JSX text between them. */}
          <strong>{intl.formatMessage(kela65Messages.underAge)}</strong> <Link href={privateListHref}>{intl.formatMessage(kela65Messages.bookAsPrivate)}</Link>
        </p>
      )}
      <p>{intl.formatMessage(kela65Messages.rule)}</p>
      <p>
        {intl.formatMessage(kela65Messages.price, {
          price: formatEuros(Y65V_FIXED_PRICE_CENTS, lang),
          date: formatDate(KELA65_COMPENSATION_START),
        })}
      </p>
      {eligibility === 'anonymous' && <p>{intl.formatMessage(kela65Messages.signIn)}</p>}
    </Notice>
  );
}
