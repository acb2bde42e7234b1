import { Button } from '@portal/shared/ui';
import { formatDate } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { listMessages } from '../messages';
import styles from './appointment-list.module.css';

export interface DayNavigationProps {
  /** The day the search starts from (YYYY-MM-DD). */
  day: string;
  /** Today in Helsinki: there is nothing to book before it. */
  today: string;
  onChange: (day: string) => void;
}

/** 'YYYY-MM-DD' moved by whole calendar days. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The search day with previous and next day (booking doc section 2, "List layout"). */
export function DayNavigation({ day, today, onChange }: DayNavigationProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(listMessages.searchDay)} className={styles['dayNavigation']}>
      <Button variant="ghost" size="small" isDisabled={day <= today} onPress={() => onChange(addDays(day, -1))}>
        {intl.formatMessage(listMessages.previousDay)}
      </Button>
      <strong>{formatDate(day)}</strong>
      <Button variant="ghost" size="small" onPress={() => onChange(addDays(day, 1))}>
        {intl.formatMessage(listMessages.nextDay)}
      </Button>
    </nav>
  );
}
