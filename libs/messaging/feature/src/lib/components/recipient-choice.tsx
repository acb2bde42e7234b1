import { ChoiceGroup, Notice, Spinner } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CareTeamMember } from '../api/care-team';
import { useCareTeam } from '../api/care-team';
import { newMessages } from '../messages';
import styles from './messaging.module.css';

export interface RecipientChoiceProps {
  /** The chosen professional; null for customer service, who pass the message on. */
  chosen: CareTeamMember | null;
  onChoose: (member: CareTeamMember | null) => void;
  isDisabled: boolean;
}

const nameOf = (member: CareTeamMember) => `${member.firstName} ${member.lastName}, ${member.title}`;

/**
 * The new conversation's recipient (booking doc section 2): a link to the healthcare team that
 * opens the choice between customer service, who pass the message on, and the professionals the
 * patient has met in the last 12 months (decision 0057). The team is asked for when first opened.
 */
export function RecipientChoice({ chosen, onChoose, isDisabled }: RecipientChoiceProps) {
  const intl = useIntl();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const team = useCareTeam(isOpen);
  return (
    <dl className={styles['recipient']}>
      <dt>{intl.formatMessage(newMessages.recipientLabel)}</dt>
      <dd>
        <button type="button" className={styles['linkButton']} aria-expanded={isOpen} aria-controls={panelId} disabled={isDisabled} onClick={() => setIsOpen((open) => !open)}>
          {chosen ? nameOf(chosen) : intl.formatMessage(newMessages.recipient)}
        </button>
        <div id={panelId} hidden={!isOpen} className={styles['recipientPanel']}>
          {team.status === 'loading' && <Spinner size="small" label={intl.formatMessage(newMessages.careTeamLoading)} />}
          {team.status === 'error' && <Notice tone="error">{intl.formatMessage(newMessages.careTeamFailed)}</Notice>}
          {team.status === 'ok' && team.members.length === 0 && <p className={styles['hint']}>{intl.formatMessage(newMessages.careTeamEmpty)}</p>}
          {team.status === 'ok' && team.members.length > 0 && (
            <ChoiceGroup
              legend={intl.formatMessage(newMessages.careTeamLegend)}
              description={intl.formatMessage(newMessages.careTeamHelp)}
              kind="radio"
              isDisabled={isDisabled}
              choices={[
                { key: 'customer-service', label: intl.formatMessage(newMessages.customerService), checked: chosen === null, onToggle: () => onChoose(null) },
                ...team.members.map((member) => ({ key: member.id, label: nameOf(member), checked: chosen?.id === member.id, onToggle: () => onChoose(member) })),
              ]}
            />
          )}
        </div>
      </dd>
    </dl>
  );
}
