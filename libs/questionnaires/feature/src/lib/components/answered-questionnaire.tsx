import type { QuestionnaireInvitation } from '@portal/questionnaires/contracts';
import { formatDate } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages } from '../messages';
import { AnswersView } from './answers-view';

/** An answered questionnaire, read-only: when it was answered, and the answers as text. */
export function AnsweredQuestionnaire({ invitation, notice }: { invitation: QuestionnaireInvitation; notice?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      {notice}
      {invitation.answeredAt !== null && <p>{intl.formatMessage(pageMessages.answeredOn, { date: formatDate(invitation.answeredAt) })}</p>}
      <AnswersView invitation={invitation} />
    </>
  );
}
