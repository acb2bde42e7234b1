import { EmptyState, ErrorView, PageLayout, PlaceholderRows, PlainList } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useVisitFees } from '../api/get-visit-fees';
import { VisitFeeCard } from '../components/visit-fee-card';
import { visitMessages } from '../messages';

/**
 * `/{lang}/{pay-visit}`: the visit fees that can be paid online now (account doc sections 2 and
 * 9: four days, after which the invoice goes by mail), each leading to its pay page.
 */
export function PayVisitPage() {
  const intl = useIntl();
  const remote = useVisitFees();
  return (
    <PageLayout title={intl.formatMessage(visitMessages.title)} intro={<p>{intl.formatMessage(visitMessages.intro)}</p>}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(visitMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && (
        <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />
      )}
      {remote.status === 'ready' &&
        (remote.data.visitFees.length > 0 ? (
          <PlainList gap={4} aria-label={intl.formatMessage(visitMessages.label)}>
            {remote.data.visitFees.map((fee) => (
              <VisitFeeCard key={fee.id} fee={fee} />
            ))}
          </PlainList>
        ) : (
          <EmptyState title={intl.formatMessage(visitMessages.empty)} />
        ))}
    </PageLayout>
  );
}
