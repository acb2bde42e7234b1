import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { visitMessages } from '../messages';
import { AllVisitsLink } from './visit-links';

/** 'Visit was not found' (booking doc section 8), with the way to the patient's visits. */
export function VisitNotFound() {
  const intl = useIntl();
  return (
    <PageLayout title={intl.formatMessage(visitMessages.notFound)}>
      <p>{intl.formatMessage(visitMessages.notFoundText)}</p>
      <p>
        <AllVisitsLink />
      </p>
    </PageLayout>
  );
}
