import { useIntl } from 'react-intl';
import type { MessagingUser } from '../api/thread';
import { threadMessages } from '../messages';
import styles from './messaging.module.css';

export const fullName = (user: Pick<MessagingUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/** 'n participants', opening to their names and titles. */
export function Participants({ participants }: { participants: readonly MessagingUser[] }) {
  const intl = useIntl();
  return (
    <details className={styles['participants']}>
      <summary>{intl.formatMessage(threadMessages.participants, { count: participants.length })}</summary>
      <ul>
        {participants.map((user) => (
          <li key={`${user.__typename}-${user.id}`} className={styles['participant']}>
            <span>{fullName(user)}</span>
            {user.title && <span className={styles['meta']}>{user.title}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
