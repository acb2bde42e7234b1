import type { FamilyMember } from '@portal/home/contracts';
import { isApiError, useApiClient, useErrorReporter, useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { Button, Card, ErrorView, Notice, PageLayout, PlaceholderRows, PlainList } from '@portal/shared/ui';
import { formatDate, formatTime, pagePaths } from '@portal/shared/util';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actFor, useFamily } from '../family/api';
import { familyMessages as m } from '../family/messages';
import styles from '../family/family.module.css';

type SwitchState = { status: 'idle' } | { status: 'switching'; personId: number | null } | { status: 'refused' | 'unavailable' };

function MemberCard({ member, state, onSwitch }: { member: FamilyMember; state: SwitchState; onSwitch: (personId: number | null) => void }) {
  const intl = useIntl();
  const name = `${member.firstName} ${member.lastName}`;
  const todo = [
    member.checkInOpen && intl.formatMessage(m.checkInOpen),
    member.unpaidInvoices > 0 && intl.formatMessage(m.unpaidInvoices, { count: member.unpaidInvoices }),
    member.unreadConversations > 0 && intl.formatMessage(m.unreadConversations, { count: member.unreadConversations }),
  ].filter((text): text is string => Boolean(text));
  const switching = state.status === 'switching';
  return (
    <Card as="li" title={member.isGuardian ? intl.formatMessage(m.you, { name }) : name} headingLevel={2}>
      {member.isActive && <p className={styles['active']}>{intl.formatMessage(m.activeNow)}</p>}
      <h3 className={styles['subheading']}>{intl.formatMessage(m.appointments)}</h3>
      {member.upcomingAppointments.length === 0 ? (
        <p>{intl.formatMessage(m.noAppointments)}</p>
      ) : (
        <ul className={styles['appointments']}>
          {member.upcomingAppointments.map((item) => (
            <li key={item.id} className={styles['appointment']}>
              <time dateTime={item.date}>
                {formatDate(item.date)} {formatTime(item.date)}
              </time>
              <span>{item.title}</span>
              {item.subtitle && <span className={styles['muted']}>{item.subtitle}</span>}
            </li>
          ))}
        </ul>
      )}
      {todo.length === 0 ? <p className={styles['muted']}>{intl.formatMessage(m.nothingToDo)}</p> : <ul className={styles['todo']}>{todo.map((text) => <li key={text}>{text}</li>)}</ul>}
      {!member.isActive && (
        <div>
          <Button variant="secondary" isDisabled={switching} onPress={() => onSwitch(member.isGuardian ? null : member.id)}>
            {member.isGuardian ? intl.formatMessage(m.actForSelf) : intl.formatMessage(m.actForChild, { name })}
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * `/{lang}/{family}`: the guardian and each child the authorisation service allowed them to act
 * for at sign-in, each with their next appointments and what needs doing; one button switches
 * whose matters the session handles, which the API asks of the service again (no new bank
 * sign-in). A refusal says so and leaves the session as it was.
 */
export function FamilyPage() {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const navigate = useNavigate();
  const { refresh } = useSessionInfo();
  const family = useFamily();
  const [state, setState] = useState<SwitchState>({ status: 'idle' });

  const switchTo = async (personId: number | null) => {
    setState({ status: 'switching', personId });
    try {
      await actFor(api, personId);
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'forbidden')) reporter.report(error, { process: 'family' });
      setState({ status: isApiError(error) && error.kind === 'forbidden' ? 'refused' : 'unavailable' });
      return;
    }
    await refresh().catch(() => undefined);
    void navigate(pagePaths.home.front(lang));
  };

  return (
    <PageLayout title={intl.formatMessage(m.title)}>
      <p>{intl.formatMessage(m.intro)}</p>
      {state.status === 'refused' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(m.refused)}
        </Notice>
      )}
      {state.status === 'unavailable' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(m.unavailable)}
        </Notice>
      )}
      {family.status === 'loading' && <PlaceholderRows count={4} label={intl.formatMessage(m.loading)} />}
      {(family.status === 'error' || family.status === 'not-found') && <ErrorView onRetry={family.status === 'error' ? family.retry : undefined} />}
      {family.status === 'ready' && (
        <PlainList gap={4} aria-label={intl.formatMessage(m.title)}>
          {family.data.members.map((member) => (
            <MemberCard key={member.id} member={member} state={state} onSwitch={(personId) => void switchTo(personId)} />
          ))}
        </PlainList>
      )}
    </PageLayout>
  );
}
