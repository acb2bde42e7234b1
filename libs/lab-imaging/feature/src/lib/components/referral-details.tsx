import type { Referral } from '@portal/lab-imaging/contracts';
import { useLang } from '@portal/shared/i18n';
import { Card, DescriptionList, Link, PlainList } from '@portal/shared/ui';
import { formatDate, outsidePageLinks } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { referralMessages } from '../messages';
import styles from './lab-imaging.module.css';
import { ReferralValidityText } from './referral-validity-text';

/**
 * One referral in full: when written and by whom, until when valid, the Finnish description (the
 * API sends it only in Finnish), the instructions and where to go with it (booking doc section 2).
 */
export function ReferralDetails({ referral, now }: { referral: Referral; now: number }) {
  const intl = useIntl();
  const lang = useLang();
  const finder = referral.type === 'laboratory' ? referralMessages.labFinder : referralMessages.imagingFinder;
  return (
    <Card as="article" title={referral.title}>
      <DescriptionList>
        <dt>{intl.formatMessage(referralMessages.writtenLabel)}</dt>
        <dd>{formatDate(referral.creationDate)}</dd>
        <dt>{intl.formatMessage(referralMessages.validUntilLabel)}</dt>
        <dd>{formatDate(referral.validUntil)}</dd>
        <dt>{intl.formatMessage(referralMessages.validityLabel)}</dt>
        <dd>
          <ReferralValidityText validUntil={referral.validUntil} now={now} />
        </dd>
        {referral.practitioner && (
          <>
            <dt>{intl.formatMessage(referralMessages.practitioner)}</dt>
            <dd>{referral.practitioner.name}</dd>
          </>
        )}
      </DescriptionList>
      {referral.description !== null && (
        <div>
          <h3 className={styles['subHeading']}>{intl.formatMessage(referralMessages.descriptionLabel)}</h3>
          <p className={styles['paragraph']} lang="fi">
            {referral.description}
          </p>
        </div>
      )}
      <PlainList gap={4}>
        {referral.patientInstructionsUrl !== null && (
          <li>
            <Link href={referral.patientInstructionsUrl} target="_blank">
              {intl.formatMessage(referralMessages.instructions)}
            </Link>
          </li>
        )}
        <li>
          <Link href={referral.type === 'laboratory' ? outsidePageLinks.laboratories(lang) : outsidePageLinks.imagingCentres(lang)} target="_blank">
            {intl.formatMessage(finder)}
          </Link>
        </li>
      </PlainList>
    </Card>
  );
}
