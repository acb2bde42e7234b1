import type { NotificationPreferences } from '@portal/account/contracts';
import { useApiClient, useErrorReporter } from '@portal/shared/data-access';
import { Button, ChoiceGroup, Notice } from '@portal/shared/ui';
import type { NoticeChannel } from '@portal/shared/util';
import { NOTICE_CHANNELS } from '@portal/shared/util';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadedSection } from '../components/loaded-section';
import { saveNotificationPreferences, useNotificationPreferences } from './api/notification-preferences';
import { notificationMessages as m } from './messages';
import styles from './notification-preferences.module.css';

export interface NotificationPreferencesSectionProps {
  /** The level of the section's heading on its page (default 2). */
  headingLevel?: 2 | 3;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * How the patient's notices go, chosen per kind on my information's basic-information tab:
 * appointment notices and (where the brand has conversations) message notices, each by e-mail,
 * text message, both or none. Loads and saves on its own (`GET`/`PUT /api/user/notifications`).
 */
export function NotificationPreferencesSection({ headingLevel = 2 }: NotificationPreferencesSectionProps) {
  const intl = useIntl();
  const preferences = useNotificationPreferences();
  return (
    <LoadedSection
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      headingLevel={headingLevel}
      remote={preferences}
      loadingLabel={intl.formatMessage(m.loading)}
      loadFailed={intl.formatMessage(m.loadFailed)}
      retryLabel={intl.formatMessage(m.retry)}
      placeholderRows={2}
    >
      {(data) => <PreferencesForm initial={data} />}
    </LoadedSection>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const intl = useIntl();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const [appointments, setAppointments] = useState<NoticeChannel>(initial.appointments);
  const [messages, setMessages] = useState<NoticeChannel | null>(initial.messages);
  const [status, setStatus] = useState<Status>('idle');

  const labels: Record<NoticeChannel, ReactNode> = {
    email: intl.formatMessage(m.email),
    sms: intl.formatMessage(m.sms),
    both: intl.formatMessage(m.both),
    none: intl.formatMessage(m.none),
  };
  const choicesOf = (current: NoticeChannel, choose: (channel: NoticeChannel) => void) =>
    NOTICE_CHANNELS.map((channel) => ({
      key: channel,
      label: labels[channel],
      checked: current === channel,
      onToggle: (checked: boolean) => {
        if (!checked) return;
        choose(channel);
        setStatus('idle');
      },
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'saving') return;
    setStatus('saving');
    try {
      await saveNotificationPreferences(api, messages === null ? { appointments } : { appointments, messages });
      setStatus('saved');
    } catch (error) {
      reporter.report(error, { process: 'notification-preferences' });
      setStatus('failed');
    }
  };

  return (
    <form className={styles['form']} onSubmit={(event) => void submit(event)} noValidate>
      <ChoiceGroup
        kind="radio"
        legend={intl.formatMessage(m.appointmentsLegend)}
        description={intl.formatMessage(m.appointmentsHint)}
        choices={choicesOf(appointments, setAppointments)}
      />
      {messages !== null && (
        <ChoiceGroup kind="radio" legend={intl.formatMessage(m.messagesLegend)} description={intl.formatMessage(m.messagesHint)} choices={choicesOf(messages, setMessages)} />
      )}
      {status === 'saved' && (
        <Notice tone="success" role="status">
          {intl.formatMessage(m.saved)}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice tone="error" role="alert">
          {intl.formatMessage(m.saveFailed)}
        </Notice>
      )}
      <p className={styles['actions']}>
        <Button type="submit" variant="secondary" isPending={status === 'saving'}>
          {intl.formatMessage(m.save)}
        </Button>
      </p>
    </form>
  );
}
