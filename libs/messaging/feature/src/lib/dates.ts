import type { Lang } from '@portal/shared/i18n';
import { formatDate, formatRelative, helsinkiDateString, addCalendarDays } from '@portal/shared/util';

/**
 * When a conversation's latest message came (booking doc section 9): relative text within 24
 * hours, 'yesterday' from 24 to 48 hours, otherwise the date D.M.YYYY.
 */
export function listTime(created: string, now: Date, lang: Lang, yesterday: string): string {
  const relative = formatRelative(created, now, lang);
  return relative.kind === 'yesterday' ? yesterday : relative.text;
}

export interface DayGroup<T> {
  /** The Helsinki day, YYYY-MM-DD. */
  day: string;
  items: T[];
}

/** Messages by Helsinki day, in their order (oldest first). */
export function groupByDay<T extends { created: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = helsinkiDateString(item.created);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * A day heading in a conversation: today and yesterday by the Helsinki calendar (the spec's
 * 'Yesterday' rule for days rather than moments), otherwise the date D.M.YYYY.
 */
export function dayHeading(day: string, now: Date): { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string } {
  const today = helsinkiDateString(now);
  if (day === today) return { kind: 'today' };
  if (day === addCalendarDays(today, -1)) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(day) };
}
