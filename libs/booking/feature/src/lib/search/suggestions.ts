import type { BookableAppointment } from '@portal/booking/contracts';
import { helsinkiDateString } from '@portal/shared/util';

export const MAX_SUGGESTED_DAYS = 5;

export interface SuggestionOptions {
  /** The clinics the visitor chose; empty means every clinic counts as chosen. */
  readonly clinicIds: readonly string[];
  /** The day that was searched and found empty (YYYY-MM-DD), never suggested again. */
  readonly searchedDay?: string;
}

/**
 * The 'next appointments' shown when a search finds nothing (booking doc section 4), from a
 * second search over the next month: the earliest time of each day, up to 5 days other than the
 * searched one. The search also answers with linked clinics and nearby municipalities; for those
 * other clinics each clinic keeps its own earliest time of the day, so a nearer clinic is not
 * hidden behind the chosen one.
 */
export function suggestNextAppointments(
  appointments: readonly BookableAppointment[],
  { clinicIds, searchedDay }: SuggestionOptions,
): BookableAppointment[] {
  const chosen = new Set(clinicIds);
  const sorted = [...appointments].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  const days = new Set<string>();
  const seen = new Set<string>();
  const suggestions: BookableAppointment[] = [];
  for (const appointment of sorted) {
    const day = helsinkiDateString(appointment.startDate);
    if (day === searchedDay) continue;
    const isOtherClinic = chosen.size > 0 && !chosen.has(appointment.clinic.id);
    const key = isOtherClinic ? `${day}/${appointment.clinic.id}` : day;
    if (seen.has(key)) continue;
    if (!days.has(day) && days.size === MAX_SUGGESTED_DAYS) continue;
    seen.add(key);
    days.add(day);
    suggestions.push(appointment);
  }
  return suggestions;
}

/** The first day of the month after `day` (YYYY-MM-DD): where the second search starts. */
export function nextMonthStart(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}
