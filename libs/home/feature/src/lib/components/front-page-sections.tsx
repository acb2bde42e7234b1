import { pagePaths } from '@portal/shared/util';
import type { FrontPage } from '@portal/home/contracts';
import type { PortalBrand } from '@portal/shared/data-access';
import { brandHasSection } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { sectionTitles } from '@portal/shared/i18n';
import { PlaceholderRows } from '@portal/shared/ui';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { frontPageMessages } from '../messages';
import { useSmsOnboarding } from './sms-onboarding/use-sms-onboarding';
import { SummarySection } from './summary-section';

// The box's code (its form fields and code input, half of the sections' files) loads only for a
// patient who is shown it. Until it is in, the front page's Suspense shows the same placeholders as
// while the box is decided, so the box still never pushes the sections down.
const SmsOnboarding = lazy(() => import('./sms-onboarding/sms-onboarding-box').then((m) => ({ default: m.SmsOnboarding })));

export interface FrontPageSectionsProps {
  frontPage: FrontPage;
  brand: PortalBrand;
  lang: Lang;
  /** The moment dates are reckoned from. */
  now: number;
}

/** The sections of the front page in the order of account doc section 2. */
export function FrontPageSections({ frontPage, brand, lang, now }: FrontPageSectionsProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const questionnaires = frontPage.questionnaireSummaries;
  const surveyItems = questionnaires ? [...questionnaires.newTaskItems, ...questionnaires.answerItems] : [];
  const onboarding = useSmsOnboarding();
  // The same placeholders as while the page's data loads, until the box above the sections is decided.
  if (onboarding === 'pending') return <PlaceholderRows count={5} withAvatar />;
  return (
    <>
      {onboarding !== null && <SmsOnboarding initial={onboarding} />}
      {brandHasSection(brand, 'conversations') && (
        <SummarySection
          title={text(sectionTitles.conversations)}
          items={frontPage.conversationSummaries}
          emptyText={text(frontPageMessages.noConversations)}
          action={{ label: text(frontPageMessages.newConversation), href: pagePaths.messaging.newConversation(lang) }}
          now={now}
        />
      )}
      <SummarySection
        title={text(sectionTitles.appointments)}
        items={frontPage.appointmentSummaries}
        emptyText={text(frontPageMessages.noAppointments)}
        action={{ label: text(frontPageMessages.bookAppointment), href: pagePaths.booking.landing(lang) }}
        now={now}
        isAppointments
      />
      <SummarySection
        title={text(sectionTitles.visits)}
        items={frontPage.visitSummaries}
        emptyText={text(frontPageMessages.noVisits)}
        action={
          frontPage.visitFeesToPay > 0
            ? { label: text(frontPageMessages.payVisitFees, { count: frontPage.visitFeesToPay }), href: pagePaths.invoices.payVisit(lang) }
            : undefined
        }
        now={now}
      />
      <SummarySection
        title={text(sectionTitles.prescriptions)}
        items={frontPage.prescriptions}
        emptyText={text(frontPageMessages.noPrescriptions)}
        action={
          frontPage.canRenewPrescriptions
            ? { label: text(frontPageMessages.renewPrescription), href: pagePaths.prescriptions.list(lang) }
            : undefined
        }
        now={now}
      />
      <SummarySection
        title={text(sectionTitles.laboratory)}
        items={frontPage.labResultSummaries}
        emptyText={text(frontPageMessages.noLabResults)}
        now={now}
      />
      {brandHasSection(brand, 'questionnaires') && surveyItems.length > 0 && (
        <SummarySection
          title={text(frontPageMessages.surveys)}
          items={surveyItems}
          emptyText=""
          note={questionnaires?.status === 'maintenance-mode' ? <p>{text(frontPageMessages.surveysMaintenance)}</p> : undefined}
          now={now}
        />
      )}
      <SummarySection
        title={text(sectionTitles.imaging)}
        items={frontPage.imagingSummaries}
        emptyText={text(frontPageMessages.noImaging)}
        now={now}
      />
    </>
  );
}
