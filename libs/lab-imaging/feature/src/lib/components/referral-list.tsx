import type { Referral } from '@portal/lab-imaging/contracts';
import { useLang } from '@portal/shared/i18n';
import { Timeline, TimelineItem } from '@portal/shared/ui';
import { formatDate, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { referralMessages } from '../messages';
import { ReferralValidityText } from './referral-validity-text';

export interface ReferralListProps {
  referrals: readonly Referral[];
  /** The moment validity is reckoned from. */
  now: number;
  headingId: string;
}

/** The referrals of a section, each leading to its own page. */
export function ReferralList({ referrals, now, headingId }: ReferralListProps) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Timeline aria-labelledby={headingId}>
      {referrals.map((referral) => (
        <TimelineItem
          key={referral.id}
          title={referral.title}
          subtitle={referral.practitioner?.name}
          dateText={intl.formatMessage(referralMessages.written, { date: formatDate(referral.creationDate) })}
          validityText={<ReferralValidityText validUntil={referral.validUntil} now={now} />}
          href={referral.type === 'laboratory' ? pagePaths.labImaging.labReferral(lang, referral.id) : pagePaths.labImaging.imagingReferral(lang, referral.id)}
        />
      ))}
    </Timeline>
  );
}
