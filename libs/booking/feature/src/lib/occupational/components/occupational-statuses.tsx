import { Card, EmptyState, Link, Notice } from '@portal/shared/ui';
import { phoneHref } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { kela65Messages } from '../../kela65/messages';
import styles from '../../reservation/components/reservation.module.css';
import { occupationalMessages } from '../messages';

/** The values of a text with the customer service number as a phone link (`<link>{phone}</link>`). */
export function phoneLink(phone: string) {
  return { phone, link: (chunks: ReactNode[]) => <Link href={phoneHref(phone)}>{chunks}</Link> };
}

/** Status no-occupational-healthcare of the list: the sorry page, with booking as a private customer. */
export function NoAgreement({ phone, privateListHref }: { phone: string; privateListHref: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(occupationalMessages.noAgreementTitle)}
      text={intl.formatMessage(occupationalMessages.noAgreementText, phoneLink(phone))}
      action={
        <Link variant="button" href={privateListHref}>
          {intl.formatMessage(kela65Messages.bookAsPrivate)}
        </Link>
      }
    />
  );
}

/** Status no-web-reservation without a liftup product: book by phoning customer service. */
export function BookByPhone({ phone }: { phone: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(occupationalMessages.noWebReservationTitle)}
      text={intl.formatMessage(occupationalMessages.noWebReservationText)}
      action={
        <Link variant="button" href={phoneHref(phone)}>
          {intl.formatMessage(occupationalMessages.callCustomerService, { phone })}
        </Link>
      }
    />
  );
}

/** Status no-web-reservation with a liftup product: the vaccinations that can be booked online, above their list. */
export function LiftupBanner({ phone, vaccinationsHref }: { phone: string; vaccinationsHref: string }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(occupationalMessages.liftupTitle)}>
      <p>{intl.formatMessage(occupationalMessages.liftupText)}</p>
      <p>{intl.formatMessage(occupationalMessages.liftupOthers, phoneLink(phone))}</p>
      <p className={styles['actions']}>
        <Link variant="button-secondary" href={vaccinationsHref}>
          {intl.formatMessage(occupationalMessages.vaccinationsLink)}
        </Link>
      </p>
    </Card>
  );
}

/** For an agreement that includes the seasonal influenza vaccination (booking doc section 9). */
export function InfluenzaInfo() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Notice as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(occupationalMessages.influenzaInfoTitle)}</h2>
      <p>{intl.formatMessage(occupationalMessages.influenzaInfoText)}</p>
    </Notice>
  );
}
