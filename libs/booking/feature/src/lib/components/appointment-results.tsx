import type { BookableAppointment } from '@portal/booking/contracts';
import { Anchor, Button, EmptyState, ErrorView, PlaceholderRows, PlainList } from '@portal/shared/ui';
import { HELSINKI, formatDate, formatTime, helsinkiDateString } from '@portal/shared/util';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import type { ListState } from '../search/list-state';
import styles from './appointment-list.module.css';

export const PLACEHOLDER_ROWS = 5;

export interface AppointmentResultsProps {
  state: ListState;
  suggestions: readonly BookableAppointment[] | null;
  renderRow: (appointment: BookableAppointment) => ReactNode;
  reservationHref: (appointment: BookableAppointment) => string;
  onLoadMore: () => void;
  onRetry: () => void;
}

function byDay(appointments: readonly BookableAppointment[]): [string, BookableAppointment[]][] {
  const days = new Map<string, BookableAppointment[]>();
  for (const appointment of appointments) {
    const day = helsinkiDateString(appointment.startDate);
    days.set(day, [...(days.get(day) ?? []), appointment]);
  }
  return [...days];
}

/** The found times under date headings, with 'load more', loading, error and empty states. */
export function AppointmentResults({ state, suggestions, renderRow, reservationHref, onLoadMore, onRetry }: AppointmentResultsProps) {
  const intl = useIntl();
  if (state.status === 'loading') {
    return <PlaceholderRows count={PLACEHOLDER_ROWS} withAvatar label={intl.formatMessage(listMessages.loading)} />;
  }
  const weekday = (day: string) => intl.formatDate(day, { weekday: 'long', timeZone: HELSINKI });
  const error = (
    <>
      <p role="alert">{intl.formatMessage(listMessages.searchError)}</p>
      <ErrorView onRetry={onRetry} headingLevel={2} />
    </>
  );
  if (state.status === 'error' && state.appointments.length === 0) return error;
  if (state.appointments.length === 0) {
    return (
      <>
        <EmptyState title={intl.formatMessage(listMessages.empty)} text={intl.formatMessage(listMessages.emptyText)} />
        {suggestions !== null && suggestions.length > 0 && (
          <section aria-labelledby="booking-suggestions">
            <h2 id="booking-suggestions">{intl.formatMessage(listMessages.suggestions)}</h2>
            <PlainList>
              {suggestions.map((appointment) => (
                <li key={appointment.id}>
                  <Anchor href={reservationHref(appointment)}>
                    {intl.formatMessage(listMessages.suggestion, {
                      date: intl.formatMessage(listMessages.dateHeading, {
                        weekday: weekday(helsinkiDateString(appointment.startDate)),
                        date: formatDate(appointment.startDate),
                      }),
                      time: formatTime(appointment.startDate),
                      clinic: appointment.clinic.name,
                    })}
                  </Anchor>
                </li>
              ))}
            </PlainList>
          </section>
        )}
      </>
    );
  }
  return (
    <>
      <div aria-label={intl.formatMessage(listMessages.results)} role="region">
        {byDay(state.appointments).map(([day, appointments]) => (
          <section key={day} aria-labelledby={`booking-day-${day}`}>
            <h2 id={`booking-day-${day}`} className={styles['dateHeading']}>
              {intl.formatMessage(listMessages.dateHeading, { weekday: weekday(day), date: formatDate(day) })}
            </h2>
            <PlainList>{appointments.map(renderRow)}</PlainList>
          </section>
        ))}
      </div>
      {state.status === 'error' && error}
      {state.status === 'loading-more' && (
        <PlaceholderRows count={PLACEHOLDER_ROWS} withAvatar label={intl.formatMessage(listMessages.loading)} />
      )}
      {state.status === 'loaded' && state.hasMore && (
        <Button variant="secondary" onPress={onLoadMore}>
          {intl.formatMessage(listMessages.loadMore)}
        </Button>
      )}
    </>
  );
}
