import type { OccupationalHealthTeam, OccupationalTeamMember } from '@portal/occupational-health/contracts';
import { EmptyState, PlainList, Stack } from '@portal/shared/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { teamMessages } from '../messages';
import { EmployerDetails } from './employer-details';
import type { ProfileHref } from './team-member-card';
import { TeamMemberCard } from './team-member-card';
import { TitledSection } from './titled-section';

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
    <Stack gap={4}>
      <EmployerDetails employerName={team.employerName} />
      {named.length === 0 ? (
        <EmptyState title={intl.formatMessage(teamMessages.empty)} text={intl.formatMessage(teamMessages.emptyText)} />
      ) : (
        named.map(([heading, members]) => (
          <TitledSection key={heading.id} heading={intl.formatMessage(heading)}>
            <PlainList gap={4}>
              {members.map((member) => (
                <TeamMemberCard key={member.id} member={member} profileHref={profileHref} />
              ))}
            </PlainList>
          </TitledSection>
        ))
      )}
    </Stack>
  );
}
