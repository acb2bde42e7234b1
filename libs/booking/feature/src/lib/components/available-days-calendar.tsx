import { parseDate } from '@internationalized/date';
import { Calendar } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';

export interface AvailableDaysCalendarProps {
  /** Days with free times (YYYY-MM-DD); null while unknown, when every day is offered. */
  availableDates: readonly string[] | null;
  /** The day the list starts from (YYYY-MM-DD), marked as chosen; none before one is chosen. */
  selectedDate?: string;
  onSelect: (day: string) => void;
}

/**
 * The calendar of the booking list's panel (calendar-panel.tsx), a chunk of its own: the calendar
 * and its date library are a fifth of the list's code, and a phone shows the panel closed.
 */
export function AvailableDaysCalendar({ availableDates, selectedDate, onSelect }: AvailableDaysCalendarProps) {
  const intl = useIntl();
  const available = availableDates === null ? null : new Set(availableDates);
  return (
    <Calendar
      label={intl.formatMessage(listMessages.calendar)}
      value={selectedDate ? parseDate(selectedDate) : null}
      isDateUnavailable={(date) => available !== null && !available.has(date.toString())}
      onChange={(date) => onSelect(date.toString())}
    />
  );
}
