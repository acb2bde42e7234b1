import type { OccupationalTeamMember, TeamPractitioner } from '@portal/occupational-health/contracts';
import { Card, DescriptionList, Link } from '@portal/shared/ui';
import { formatDate, helsinkiInstant } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { memberMessages } from '../messages';
import styles from './team.module.css';

/** A 'YYYY-MM-DD' day in the Finnish form, e.g. 2.12.2026, in every language. */
export const finnishDay = (day: string): string => formatDate(helsinkiInstant(day));

/** Where a practitioner's public page is: the brand's pattern with the language and the id. */
export type ProfileHref = (practitioner: TeamPractitioner) => string;

/** The practitioner's name, linking to their public page when they have one (a room or service has none). */
function PractitionerName({ practitioner, profileHref }: { practitioner: TeamPractitioner; profileHref: ProfileHref }) {
  const intl = useIntl();
  if (!practitioner.hasPublicPage) return <>{practitioner.name}</>;
  return (
    <Link href={profileHref(practitioner)} aria-label={intl.formatMessage(memberMessages.profile, { name: practitioner.name })}>
      {practitioner.name}
    </Link>
  );
}

export interface TeamMemberCardProps {
  member: OccupationalTeamMember;
  profileHref: ProfileHref;
}

/** One professional: name and title, whether they are away, and who stands in for them and when. */
export function TeamMemberCard({ member, profileHref }: TeamMemberCardProps) {
  const intl = useIntl();
  const period = member.substitutePeriod;
  return (
    <Card as="li" headingLevel={3} title={<PractitionerName practitioner={member} profileHref={profileHref} />}>
      <p className={styles['title']}>{member.title}</p>
      {member.isAbsent && period && (
        <p className={styles['absent']}>
          {intl.formatMessage(memberMessages.absent, { until: finnishDay(period.until) })}
        </p>
      )}
      {member.substitute && (
        <DescriptionList>
          <dt>{intl.formatMessage(memberMessages.substitute)}</dt>
          <dd>
            <PractitionerName practitioner={member.substitute} profileHref={profileHref} />
            {period && (
              <>
                {' '}
                <span>{intl.formatMessage(memberMessages.period, { from: finnishDay(period.from), until: finnishDay(period.until) })}</span>
              </>
            )}
          </dd>
        </DescriptionList>
      )}
    </Card>
  );
}
