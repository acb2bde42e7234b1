import { sectionTitles, useLang } from '@portal/shared/i18n';
import { outsidePageLinks } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useOccupationalHealthTeam } from '../api/get-occupational-health-team';
import { OccupationalHealthPage } from '../components/occupational-health-page';
import type { ProfileHref } from '../components/team-member-card';
import { TeamView } from '../components/team-view';
import { notCustomerMessages, teamMessages } from '../messages';

/**
 * The occupational health team (account doc section 2): the employer and the responsible
 * professionals with substitutes and absences.
 */
export function OccupationalHealthTeamPage() {
  const intl = useIntl();
  const lang = useLang();
  const remote = useOccupationalHealthTeam();
  const profileHref: ProfileHref = (practitioner) => outsidePageLinks.practitionerProfile(practitioner.id, lang);

  return (
    <OccupationalHealthPage
      title={intl.formatMessage(sectionTitles.occupationalHealthTeam)}
      remote={remote}
      loadingLabel={intl.formatMessage(teamMessages.loading)}
      notCustomer={{ title: intl.formatMessage(notCustomerMessages.title), text: intl.formatMessage(notCustomerMessages.text) }}
    >
      {(team) => <TeamView team={team} profileHref={profileHref} />}
    </OccupationalHealthPage>
  );
}
