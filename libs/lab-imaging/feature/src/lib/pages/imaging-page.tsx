import type { ImagingOverview } from '@portal/lab-imaging/contracts';
import { sectionTitles } from '@portal/shared/i18n';
import { ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useImaging } from '../api/get-imaging';
import { ImagingResultList } from '../components/imaging-results';
import { ReferralList } from '../components/referral-list';
import { SectionList } from '../components/section-list';
import { TemporarilyUnavailable } from '../components/temporarily-unavailable';
import { commonMessages, imagingMessages } from '../messages';

function ImagingSections({ overview, now }: { overview: ImagingOverview; now: number }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <SectionList title={intl.formatMessage(commonMessages.referrals)} emptyText={intl.formatMessage(commonMessages.noReferrals)} isEmpty={overview.referrals.length === 0}>
        {(headingId) => <ReferralList referrals={overview.referrals} now={now} headingId={headingId} />}
      </SectionList>
      <SectionList title={intl.formatMessage(commonMessages.results)} emptyText={intl.formatMessage(commonMessages.noResults)} isEmpty={overview.results.length === 0}>
        {(headingId) => <ImagingResultList results={overview.results} headingId={headingId} />}
      </SectionList>
    </Stack>
  );
}

/** `/{lang}/{imaging}`: the patient's imaging referrals and results (booking doc section 2). */
export function ImagingPage() {
  const intl = useIntl();
  const remote = useImaging();
  const [now] = useState(() => Date.now());
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.imaging)}>
      {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(imagingMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' &&
        (remote.data.status === 'ok' ? <ImagingSections overview={remote.data.data} now={now} /> : <TemporarilyUnavailable onRetry={remote.reload} />)}
    </PageLayout>
  );
}
