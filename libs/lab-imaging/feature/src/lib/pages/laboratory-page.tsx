import { sectionTitles } from '@portal/shared/i18n';
import { ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLaboratory } from '../api/get-laboratory';
import { LabResultDates } from '../components/lab-result-dates';
import { ReferralList } from '../components/referral-list';
import { SectionList } from '../components/section-list';
import { commonMessages, laboratoryMessages } from '../messages';

/** `/{lang}/{laboratory}`: the patient's laboratory referrals and results (booking doc section 2). */
export function LaboratoryPage() {
  const intl = useIntl();
  const remote = useLaboratory();
  const [now] = useState(() => Date.now());
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.laboratory)}>
      {remote.status === 'loading' && <PlaceholderRows count={5} label={intl.formatMessage(laboratoryMessages.loading)} />}
      {remote.status === 'error' && <ErrorView onRetry={remote.retry} />}
      {remote.status === 'ready' && (
        <Stack gap={4}>
          <SectionList title={intl.formatMessage(commonMessages.referrals)} emptyText={intl.formatMessage(commonMessages.noReferrals)} isEmpty={remote.data.referrals.length === 0}>
            {(headingId) => <ReferralList referrals={remote.data.referrals} now={now} headingId={headingId} />}
          </SectionList>
          <SectionList title={intl.formatMessage(commonMessages.results)} emptyText={intl.formatMessage(commonMessages.noResults)} isEmpty={remote.data.resultDates.length === 0}>
            {(headingId) => <LabResultDates dates={remote.data.resultDates} headingId={headingId} />}
          </SectionList>
        </Stack>
      )}
    </PageLayout>
  );
}
