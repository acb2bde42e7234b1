import { parseDate } from '@internationalized/date';
import { Button, Calendar, useScreenSize } from '@portal/shared/ui';
import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import styles from './appointment-list.module.css';

export interface CalendarPanelProps {
  /** Days with free times (YYYY-MM-DD); null while unknown, when every day is offered. */
  availableDates: readonly string[] | null;
  /** The day the list starts from (YYYY-MM-DD), marked as chosen; none before one is chosen. */
  selectedDate?: string;
  onSelect: (day: string) => void;
}

/**
 * The calendar of available days. On small and medium screens it is a panel opened with a
 * button; it closes itself when the window grows past 800 px, where it always shows beside the
 * list (booking doc section 2, "List layout"). Memoized: a page of times arriving does not render
 * its 42 days again.
 */
export const CalendarPanel = memo(function CalendarPanel({ availableDates, selectedDate, onSelect }: CalendarPanelProps) {
  const intl = useIntl();
  const screenSize = useScreenSize();
  const [isOpen, setIsOpen] = useState(false);
  const isLarge = screenSize === 'large';
  // Closing on the way past 800 px, so narrowing the window again starts with a closed panel.
  if (isLarge && isOpen) setIsOpen(false);

  const available = availableDates === null ? null : new Set(availableDates);
  const calendar = (
    <Calendar
      label={intl.formatMessage(listMessages.calendar)}
      value={selectedDate ? parseDate(selectedDate) : null}
      isDateUnavailable={(date) => available !== null && !available.has(date.toString())}
      onChange={(date) => {
        onSelect(date.toString());
        setIsOpen(false);
      }}
    />
  );
  if (isLarge) return <aside className={styles['panel']}>{calendar}</aside>;
  return (
    <aside className={styles['panel']}>
      <Button variant="secondary" aria-expanded={isOpen} onPress={() => setIsOpen((open) => !open)}>
        {intl.formatMessage(isOpen ? listMessages.closeCalendar : listMessages.openCalendar)}
      </Button>
      {isOpen && calendar}
    </aside>
  );
});
