import type { Lang } from '@portal/shared/i18n';
import { pagePaths } from '@portal/shared/util';
import { useLang } from '@portal/shared/i18n';
import { Link, PlainList } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import type { ThreadMessage } from '../api/thread';
import { questionnaireLinkMessages } from '../messages';
import styles from './messaging.module.css';

/** The questionnaire page of an invitation: /{lang}/{questionnaires}/{id}, as the front page links it. */
export const questionnairePath = (lang: Lang, id: string): string => pagePaths.questionnaires.questionnaire(lang, id);

/** The questionnaires the care team sent with a message, each a link to its page saying whether it is answered. */
export function QuestionnaireLinks({ invitations }: { invitations: ThreadMessage['questionnaireInvitations'] }) {
  const intl = useIntl();
  const lang = useLang();
  if (invitations.length === 0) return null;
  return (
    <PlainList className={styles['actions']} aria-label={intl.formatMessage(questionnaireLinkMessages.label)}>
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <Link href={questionnairePath(lang, invitation.id)} variant="button-secondary">
            {intl.formatMessage(questionnaireLinkMessages.link, { title: invitation.questionnaireForm.questionnaireTitle, answered: invitation.answeredAt === null ? 'no' : 'yes' })}
          </Link>
        </li>
      ))}
    </PlainList>
  );
}
