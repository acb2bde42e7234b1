import type { Lang } from '@portal/shared/i18n';
import { formatDate, formatRelative, formatTime, validityHint } from '@portal/shared/util';
import type { IntlShape } from 'react-intl';
import { frontPageMessages } from '../messages';

/**
 * The date of a front page item (account doc section 9): relative text within 24 hours,
 * 'Yesterday' from 24 to 48 hours, otherwise the Finnish short date.
 */
export function itemDateText(intl: IntlShape, date: string, now: number, lang: Lang): string {
  const relative = formatRelative(date, now, lang);
  return relative.kind === 'yesterday' ? intl.formatMessage(frontPageMessages.yesterday) : relative.text;
}

/**
 * When an appointment starts, always with its time (an upcoming appointment is not a past event:
 * a date alone does not say when to come): e.g. '3.12.2026 at 14:30', Helsinki time.
 */
export function appointmentTimeText(intl: IntlShape, date: string): string {
  return intl.formatMessage(frontPageMessages.appointmentTime, { date: formatDate(date), time: formatTime(date) });
}

/** The validity hint, only when the last valid day is 0 to 30 days away (account doc section 9). */
export function itemValidityText(intl: IntlShape, validUntil: string | null, now: number): string | undefined {
  if (validUntil === null) return undefined;
  const hint = validityHint(validUntil, now);
  switch (hint.kind) {
    case 'today':
      return intl.formatMessage(frontPageMessages.validToday);
    case 'tomorrow':
      return intl.formatMessage(frontPageMessages.validTomorrow);
    case 'days':
      return intl.formatMessage(frontPageMessages.validDays, { days: hint.days });
    case 'weeks':
      return intl.formatMessage(frontPageMessages.validWeeks, { weeks: hint.weeks });
    case 'date':
      return intl.formatMessage(frontPageMessages.validUntil, { date: hint.text });
    case 'expired':
    case 'none':
      return undefined;
  }
}
