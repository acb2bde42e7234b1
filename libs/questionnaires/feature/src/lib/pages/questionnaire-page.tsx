import { ErrorView, Notice, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useQuestionnaire } from '../api/get-questionnaire';
import { AnsweredQuestionnaire } from '../components/answered-questionnaire';
import { BackToList } from '../components/back-to-list';
import { AnsweringForm } from '../forms/answering-form';
import { listMessages, pageMessages } from '../messages';

/** The ids the API takes: one to nine digits. */
const INVITATION_ID = /^\d{1,9}$/;

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageLayout title={title}>
      <Stack gap={4}>
        {children}
        <BackToList />
      </Stack>
    </PageLayout>
  );
}

/** 'Questionnaire was not found.' (booking doc section 8), with the way back to the list. */
function QuestionnaireNotFound() {
  const intl = useIntl();
  return (
    <Frame title={intl.formatMessage(pageMessages.notFound)}>
      <p>{intl.formatMessage(pageMessages.notFoundText)}</p>
    </Frame>
  );
}

function Questionnaire({ invitationId }: { invitationId: number }) {
  const intl = useIntl();
  const remote = useQuestionnaire(invitationId);
  // 404: not the patient's (or no such invitation): a page of its own, not the retry view.
  if (remote.status === 'not-found') return <QuestionnaireNotFound />;
  const fallbackTitle = intl.formatMessage(pageMessages.fallbackTitle);
  if (remote.status === 'loading') {
    return (
      <Frame title={fallbackTitle}>
        <PlaceholderRows count={5} label={intl.formatMessage(pageMessages.loading)} />
      </Frame>
    );
  }
  if (remote.status === 'error') {
    return (
      <Frame title={fallbackTitle}>
        <ErrorView onRetry={remote.retry} />
      </Frame>
    );
  }
  if (remote.data.status === 'maintenance-mode') {
    return (
      <Frame title={fallbackTitle}>
        <Notice tone="warning">{intl.formatMessage(listMessages.maintenance)}</Notice>
      </Frame>
    );
  }
  const { invitation } = remote.data;
  return (
    <Frame title={invitation.title}>
      {invitation.answers !== null ? <AnsweredQuestionnaire invitation={invitation} /> : <AnsweringForm key={invitation.id} invitation={invitation} />}
    </Frame>
  );
}

/**
 * `/{lang}/{questionnaires}/{invitationId}`: one questionnaire (booking doc sections 2 and 4).
 * Answered, it is shown read-only; otherwise its form, saved once on completion.
 */
export function QuestionnairePage() {
  const param = useParams()['invitationId'];
  return param !== undefined && INVITATION_ID.test(param) ? <Questionnaire invitationId={Number(param)} /> : <QuestionnaireNotFound />;
}
