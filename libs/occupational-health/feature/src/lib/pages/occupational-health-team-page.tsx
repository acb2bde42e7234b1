import { useBrand } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useOccupationalHealthTeam } from '../api/get-occupational-health-team';
import type { ProfileHref } from '../components/team-member-card';
import { TeamView } from '../components/team-view';
import { notCustomerMessages, teamMessages } from '../messages';

/**
 * The occupational health team (account doc section 2): the employer and the responsible
 * professionals with substitutes and absences. Anyone else, the children's brand included, is told
 * what the page is for rather than shown an error.
 */
export function OccupationalHealthTeamPage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const remote = useOccupationalHealthTeam();
  const profileHref: ProfileHref = (practitioner) => brand.practitionerProfileUrl.replace('{lang}', lang).replace('{id}', String(practitioner.id));

  return (
    <PageLayout title={intl.formatMessage(sectionTitles.occupationalHealthTeam)}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(teamMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' &&
        (remote.data.type === 'team' ? (
          <TeamView team={remote.data} profileHref={profileHref} />
        ) : (
          <EmptyState title={intl.formatMessage(notCustomerMessages.title)} text={intl.formatMessage(notCustomerMessages.text)} />
        ))}
    </PageLayout>
  );
}
