import { useSessionInfo } from '@portal/shared/data-access';
import { sectionTitles } from '@portal/shared/i18n';
import { PageLayout } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { frontPageMessages } from '../messages';

/**
 * The front page of a signed-in patient (anonymous visitors are sent to the transaction path).
 * The greeting for now; the sections of account doc section 2 (SMS-login onboarding box,
 * conversations, appointments, visits, prescriptions, lab results, surveys, imaging) and the
 * appointment-cancelled toast arrive with the front page issue.
 */
export function HomePage() {
  const intl = useIntl();
  const { user } = useSessionInfo();
  const actingFor = user?.actingFor;
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
    />
  );
}
