import { Notice } from '@portal/shared/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';

/** Renewals are sent as conversations, so they are offline while messaging moves to a new service (booking doc section 2). */
export function MaintenanceNotice() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Notice tone="warning" as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(listMessages.maintenanceTitle)}</h2>
      <p>{intl.formatMessage(listMessages.maintenanceText)}</p>
    </Notice>
  );
}
