import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { referralMessages } from '../messages';
import type { ReferralValidity } from '../rules/referral-validity';
import { referralValidity } from '../rules/referral-validity';
import styles from './lab-imaging.module.css';

export function validityText(intl: IntlShape, validity: ReferralValidity): string {
  switch (validity.kind) {
    case 'notValid':
      return intl.formatMessage(referralMessages.notValid);
    case 'today':
      return intl.formatMessage(referralMessages.validToday);
    case 'tomorrow':
      return intl.formatMessage(referralMessages.validTomorrow);
    case 'weeks':
      return intl.formatMessage(referralMessages.validWeeks, { weeks: validity.weeks });
    case 'date':
      return intl.formatMessage(referralMessages.validUntilDate, { date: validity.date });
    case 'valid':
      return intl.formatMessage(referralMessages.valid);
  }
}

/** 'Not valid' stands out; the hints read as plain text. */
export function ReferralValidityText({ validUntil, now }: { validUntil: string; now: number }) {
  const intl = useIntl();
  const validity = referralValidity(validUntil, now);
  return <span className={validity.kind === 'notValid' ? styles['notValid'] : undefined}>{validityText(intl, validity)}</span>;
}
