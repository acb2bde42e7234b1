import { useBrand, useSessionInfo } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { ErrorView, PageLayout, PlaceholderRows } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { pagePaths } from '@portal/shared/util';
import { useFrontPage } from '../api/get-front-page';
import { frontPageMessages } from '../messages';
import { useAppointmentCancelledToast } from '../use-appointment-cancelled-toast';

// The sections (timelines, avatars and the date library) load while the front page's data does,
// instead of with the first page's code: the page shows placeholders until both are there.
const sectionsModule = import('../components/front-page-sections');
const FrontPageSections = lazy(() => sectionsModule.then((m) => ({ default: m.FrontPageSections })));

/**
 * The front page of a signed-in patient (anonymous visitors are sent to the transaction path):
 * the greeting, then the summaries of account doc section 2 from `GET /api/front-page`. A person
 * who is no patient yet (no patient record: no appointments or events can exist) is welcomed on the
 * new-customer page instead (booking doc section 2), which offers booking and customer service.
 */
export function HomePage() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const { user } = useSessionInfo();
  const state = useFrontPage();
  useAppointmentCancelledToast();
  const actingFor = user?.actingFor;
  if (user && !user.isRegistered) return <Navigate to={pagePaths.booking.newCustomer(lang)} replace />;
  return (
    <PageLayout
      // The tab title stays the section's name: names do not belong in titles, history and bookmarks.
      documentTitle={intl.formatMessage(sectionTitles.home)}
      title={user ? intl.formatMessage(frontPageMessages.greeting, { firstName: user.firstName }) : intl.formatMessage(sectionTitles.home)}
      intro={
        actingFor ? (
          <p>{intl.formatMessage(frontPageMessages.actingFor, { name: `${actingFor.firstName} ${actingFor.lastName}` })}</p>
        ) : undefined
      }
    >
      {state.status === 'loading' && <PlaceholderRows count={5} withAvatar />}
      {state.status === 'failed' && <ErrorView onRetry={state.retry} />}
      {state.status === 'ready' && (
        <Suspense fallback={<PlaceholderRows count={5} withAvatar />}>
          <FrontPageSections frontPage={state.frontPage} brand={brand} lang={lang} now={state.loadedAt} />
        </Suspense>
      )}
    </PageLayout>
  );
}
