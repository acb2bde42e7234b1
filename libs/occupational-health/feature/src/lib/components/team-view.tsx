import type { OccupationalHealthTeam, OccupationalTeamMember } from '@portal/shared/contracts';
import { DescriptionList, EmptyState } from '@portal/shared/ui';
import { useId } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { teamMessages } from '../messages';
import type { ProfileHref } from './team-member-card';
import { TeamMemberCard } from './team-member-card';
import styles from './team.module.css';

function RoleSection({ heading, members, profileHref }: { heading: MessageDescriptor; members: readonly OccupationalTeamMember[]; profileHref: ProfileHref }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles['section']}>
      <h2 id={id}>{intl.formatMessage(heading)}</h2>
      <ul className={[styles['plainList'], styles['stack']].join(' ')}>
        {members.map((member) => (
          <TeamMemberCard key={member.id} member={member} profileHref={profileHref} />
        ))}
      </ul>
    </section>
  );
}

export interface TeamViewProps {
  team: OccupationalHealthTeam;
  profileHref: ProfileHref;
}

/** The employer and the team by role (account doc section 2); a role nobody has is left out. */
export function TeamView({ team, profileHref }: TeamViewProps) {
  const intl = useIntl();
  const others = (type: OccupationalTeamMember['professionalType']) => team.otherProfessionals.filter((m) => m.professionalType === type);
  const roles: [MessageDescriptor, readonly OccupationalTeamMember[]][] = [
    [teamMessages.responsibleDoctors, team.responsibleDoctors],
    [teamMessages.responsibleNurses, team.responsibleNurses],
    [teamMessages.psychologists, others('psychologist')],
    [teamMessages.physiotherapists, others('physiotherapist')],
  ];
  const named = roles.filter(([, members]) => members.length > 0);
  return (
    <div className={styles['stack']}>
      <DescriptionList>
        <dt>{intl.formatMessage(teamMessages.employer)}</dt>
        <dd>{team.employerName}</dd>
      </DescriptionList>
      {named.length === 0 ? (
        <EmptyState title={intl.formatMessage(teamMessages.empty)} text={intl.formatMessage(teamMessages.emptyText)} />
      ) : (
        named.map(([heading, members]) => <RoleSection key={heading.id} heading={heading} members={members} profileHref={profileHref} />)
      )}
    </div>
  );
}
