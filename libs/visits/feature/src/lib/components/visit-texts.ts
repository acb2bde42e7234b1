import type { VisitSummary } from '@portal/visits/contracts';
import { formatDate, formatTime } from '@portal/shared/util';
import type { IntlShape } from 'react-intl';
import { visitMessages } from '../messages';

/** The visit's specialty, or 'Visit' when it names none. */
export function visitName(intl: IntlShape, visit: Pick<VisitSummary, 'specialtyName'>): string {
  return visit.specialtyName ?? intl.formatMessage(visitMessages.fallbackTitle);
}

/** The visit's date and time in Helsinki time, e.g. '20.11.2026 at 10:00'. */
export function visitDateTime(intl: IntlShape, dateTime: string): string {
  return intl.formatMessage(visitMessages.dateTime, { date: formatDate(dateTime), time: formatTime(dateTime) });
}

/** 'Occupational health care' or 'Private care'. */
export function visitTypeText(intl: IntlShape, visitType: VisitSummary['visitType']): string {
  switch (visitType) {
    case 'occupationalHealth':
      return intl.formatMessage(visitMessages.occupationalHealth);
    case 'private':
      return intl.formatMessage(visitMessages.private);
  }
}
