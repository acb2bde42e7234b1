import { CERTIFICATES_LISTED_FROM } from '@portal/certificates/contracts';
import { sectionTitles } from '@portal/shared/i18n';
import { EmptyState, ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { useCertificates } from '../api/get-certificates';
import { CertificateList } from '../components/certificate-list';
import { listMessages } from '../messages';

/**
 * The patient's sick-leave certificates since 1.1.2022, newest first, each with its PDF (account
 * doc section 2). The children's brand has no such page: the host leaves the route out.
 */
export function CertificatesPage() {
  const intl = useIntl();
  const remote = useCertificates();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.certificates)} intro={<p>{intl.formatMessage(listMessages.intro, { since: formatDate(CERTIFICATES_LISTED_FROM) })}</p>}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' &&
        (remote.data.certificates.length > 0 ? (
          <CertificateList certificates={remote.data.certificates} />
        ) : (
          <EmptyState title={intl.formatMessage(listMessages.empty)} />
        ))}
    </PageLayout>
  );
}
