import { useIntl } from 'react-intl';
import { EmptyState } from '../empty-state/empty-state';
import { messages } from '../messages';
import { PageLayout } from '../page-layout/page-layout';

export interface ComingSoonPageProps {
  /** The section's name, shown as the page's h1. */
  title: string;
}

/** The page of a section that is routed and in the menu but not built yet. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  const intl = useIntl();
  return (
    <PageLayout title={title}>
      <EmptyState
        headingLevel={2}
        title={intl.formatMessage(messages.comingSoonTitle)}
        text={intl.formatMessage(messages.comingSoonText)}
      />
    </PageLayout>
  );
}
