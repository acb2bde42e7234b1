import { Button, useScreenSize } from '@portal/shared/ui';
import { lazy, memo, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AvailableDaysCalendarProps } from './available-days-calendar';
import { listMessages } from '../messages';
import styles from './appointment-list.module.css';

export type CalendarPanelProps = AvailableDaysCalendarProps;

// The calendar loads when it is first shown: at once beside the list on a large screen, and when
// the panel is first opened on a phone, whose list then comes without it (a fifth of its code).
// Pointing at, focusing or pressing the button starts the load, so it is there on release.
const loadCalendar = () => import('./available-days-calendar');
const AvailableDaysCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.AvailableDaysCalendar })));
const preload = () => void loadCalendar().catch(() => undefined);

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
  // Until its code is there, a space of the calendar's size: the list beside it does not move.
  const calendar = (
    <Suspense fallback={<div className={styles['calendarPlaceholder']} />}>
      <AvailableDaysCalendar
        availableDates={availableDates}
        selectedDate={selectedDate}
        onSelect={(day) => {
          onSelect(day);
          setIsOpen(false);
        }}
      />
    </Suspense>
  );
  if (isLarge) return <aside className={styles['panel']}>{calendar}</aside>;
  return (
    <aside className={styles['panel']}>
      <Button
        variant="secondary"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPressStart={preload}
        onPress={() => setIsOpen((open) => !open)}
      >
        {intl.formatMessage(isOpen ? listMessages.closeCalendar : listMessages.openCalendar)}
      </Button>
      {isOpen && calendar}
    </aside>
  );
});
