import type { QuestionnaireListItem } from '@portal/questionnaires/contracts';
import { useLang } from '@portal/shared/i18n';
import { Link, PlainList } from '@portal/shared/ui';
import { formatDate, pagePaths } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import styles from './questionnaires.module.css';

/**
 * Invitations as a list of links. An open task is highlighted, and says 'To answer' in words so
 * that the highlight is not told by colour alone.
 */
export function QuestionnaireList({ items, labelledBy, tasks }: { items: readonly QuestionnaireListItem[]; labelledBy: string; tasks: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <PlainList gap={2} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id} className={[styles['item'], tasks && styles['task']].filter(Boolean).join(' ')}>
          <Link href={pagePaths.questionnaires.questionnaire(lang, item.id)}>{item.title}</Link>
          <span className={styles['meta']}>
            {tasks && <span className={styles['badge']}>{intl.formatMessage(listMessages.toAnswer)}</span>}
            {item.answeredAt === null ? intl.formatMessage(listMessages.sent, { date: formatDate(item.created) }) : intl.formatMessage(listMessages.answeredOn, { date: formatDate(item.answeredAt) })}
          </span>
        </li>
      ))}
    </PlainList>
  );
}
