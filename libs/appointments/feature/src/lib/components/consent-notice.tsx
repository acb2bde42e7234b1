import { Link, Notice } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { checkInMessages } from '../messages';

export interface ConsentNoticeProps {
  /** The patient has come of age and must accept the terms themself. */
  asAdult: boolean;
  /** The consent form, or the login page leading there for an anonymous visitor. */
  href: string;
}

/** Check-in needs the patient data consent form first (ConfidentialityFormNotFilled). */
export function ConsentNotice({ asAdult, href }: ConsentNoticeProps) {
  const intl = useIntl();
  return (
    <Notice as="section" role="alert">
      <h3>{intl.formatMessage(checkInMessages.consentTitle)}</h3>
      <p>{intl.formatMessage(asAdult ? checkInMessages.consentTextAsAdult : checkInMessages.consentText)}</p>
      <Link href={href}>{intl.formatMessage(checkInMessages.consentLink)}</Link>
    </Notice>
  );
}
