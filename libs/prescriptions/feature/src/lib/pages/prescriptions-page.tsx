import { pagePaths } from '@portal/shared/util';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { usePrescriptions } from '../api/get-prescriptions';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { PrescriptionList } from '../components/prescription-list';
import { listMessages } from '../messages';

/**
 * `/{lang}/{prescriptions|reseptit|recept}`: the patient's prescriptions, newest first (booking
 * doc sections 2-6). While renewal is in use each renewable one has a checkbox, with select-all
 * and the cart; a guardian acting for a child, the children's brand and maintenance mode show the
 * list without them.
 */
export function PrescriptionsPage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const remote = usePrescriptions();
  const renewal = remote.status === 'ready' ? remote.data.renewal : null;
  const renewable = renewal?.enabled === true && renewal.status === 'ok';
  return (
    <PageLayout
      title={intl.formatMessage(sectionTitles.prescriptions)}
      intro={renewable && remote.status === 'ready' && remote.data.prescriptions.length > 0 ? <p>{intl.formatMessage(listMessages.intro)}</p> : undefined}
    >
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' && (
        <Stack gap={4}>
          {renewal?.enabled === true && renewal.status === 'maintenance-mode' && <MaintenanceNotice />}
          {remote.data.prescriptions.length > 0 ? (
            <PrescriptionList prescriptions={remote.data.prescriptions} renewable={renewable} onRenew={(ids) => void navigate(pagePaths.prescriptions.renewal(lang, ids))} />
          ) : (
            <EmptyState title={intl.formatMessage(listMessages.empty)} />
          )}
        </Stack>
      )}
    </PageLayout>
  );
}
