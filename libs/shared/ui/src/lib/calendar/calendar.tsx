import { localeOf, useLang } from '@portal/shared/i18n';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { messages } from '../messages';
import styles from './calendar.module.css';

export type { DateValue };

export interface CalendarProps {
  /** Accessible name of the calendar, e.g. 'Appointment date'; the visible month is added to it. */
  label?: string;
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  onChange?: (date: DateValue) => void;
  /** Days that cannot be chosen (shown struck through). */
  isDateUnavailable?: (date: DateValue) => boolean;
  minValue?: DateValue;
  maxValue?: DateValue;
  /** The day focused at first (controlled with `focusedValue`); today by default. */
  defaultFocusedValue?: DateValue;
  focusedValue?: DateValue;
  onFocusChange?: (date: DateValue) => void;
  isDisabled?: boolean;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles['navIcon']} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A month calendar for picking a day, in the page language (fi-FI, sv-FI, en-GB) with weeks
 * starting on Monday. Arrow keys move between days, Page Up/Down between months.
 */
export function Calendar({ label, onChange, className, ...rest }: CalendarProps) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <I18nProvider locale={localeOf[lang]}>
      <AriaCalendar<DateValue>
        {...rest}
        aria-label={label}
        onChange={onChange}
        firstDayOfWeek="mon"
        className={[styles['calendar'], className].filter(Boolean).join(' ')}
      >
        <div className={styles['header']}>
          <AriaButton slot="previous" aria-label={intl.formatMessage(messages.previousMonth)} className={styles['nav']}>
            <Chevron direction="left" />
          </AriaButton>
          <Heading level={2} className={styles['heading']} />
          <AriaButton slot="next" aria-label={intl.formatMessage(messages.nextMonth)} className={styles['nav']}>
            <Chevron direction="right" />
          </AriaButton>
        </div>
        <CalendarGrid className={styles['grid']} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles['weekday']}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles['cell']} />}</CalendarGridBody>
        </CalendarGrid>
      </AriaCalendar>
    </I18nProvider>
  );
}
