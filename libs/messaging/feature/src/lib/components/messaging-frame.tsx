import { pagePaths } from '@portal/shared/util';
import { hasFeature, useBrand, useSession } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Link, Notice, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PageState } from '../api/page-state';
import { usePageState } from '../api/page-state';
import { frameMessages } from '../messages';

/** What the pages get once messaging is open to the customer. */
export interface OpenPageState {
  customerMessagingUserId: string;
  customerMessagingInfo: PageState['customerMessagingInfo'];
}

/**
 * 'Messaging is currently offline!' (booking doc section 8): the interruption ends by the end of
 * the day, and a remote appointment can be booked meanwhile.
 */
function MaintenancePage() {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.conversations)}>
      <Notice tone="warning" as="section" aria-labelledby="messaging-maintenance">
        <h2 id="messaging-maintenance">{intl.formatMessage(frameMessages.maintenanceTitle)}</h2>
        <p>{intl.formatMessage(frameMessages.maintenanceText)}</p>
        <p>
          <Link href={pagePaths.booking.landing(lang)}>{intl.formatMessage(frameMessages.maintenanceBook)}</Link>
        </p>
      </Notice>
    </PageLayout>
  );
}

/**
 * The spec renders the pages empty without the customer-messaging-allowed flag or a messaging
 * user id; a blank page would look broken, so ours says plainly that messaging is not in use and
 * where to get help.
 */
function NotInUsePage() {
  const intl = useIntl();
  const brand = useBrand();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.conversations)}>
      <EmptyState title={intl.formatMessage(frameMessages.gateTitle)} text={intl.formatMessage(frameMessages.gateText, { phone: brand.customerServicePhone })} />
    </PageLayout>
  );
}

/**
 * Every conversation page: the page state first (booking doc section 3), then maintenance mode,
 * the gate, or the page itself with the customer's messaging user id and the announcement.
 */
export function MessagingFrame({ children }: { children: (state: OpenPageState) => ReactNode }) {
  const session = useSession();
  if (!hasFeature(session, 'customer-messaging-allowed')) return <NotInUsePage />;
  return <PageStateGate>{children}</PageStateGate>;
}

function PageStateGate({ children }: { children: (state: OpenPageState) => ReactNode }) {
  const intl = useIntl();
  const pageState = usePageState();
  if (pageState.status === 'loading' || pageState.status === 'error' || pageState.status === 'not-found') {
    return (
      <PageLayout title={intl.formatMessage(sectionTitles.conversations)}>
        {pageState.status === 'loading' ? <PlaceholderRows count={3} label={intl.formatMessage(frameMessages.loading)} /> : <ErrorView />}
      </PageLayout>
    );
  }
  const { status, customerMessagingUserId, customerMessagingInfo } = pageState.data;
  if (status === 'MAINTENANCE_MODE') return <MaintenancePage />;
  if (!customerMessagingUserId) return <NotInUsePage />;
  return <>{children({ customerMessagingUserId, customerMessagingInfo })}</>;
}
