import { ageOnDate, parseCalendarDate } from '@portal/shared/util';

/**
 * The 65+ reimbursed doctor visit (booking doc sections 1, 5 and 9), the same rules for the portal
 * (the notice, the list) and the API (the reservation).
 */

/** The visit is for patients aged this or over. */
export const KELA65_MIN_AGE = 65;

/** Kela compensates the visit from this day on (1.9.2025), YYYY-MM-DD. */
export const KELA65_COMPENSATION_START = '2025-09-01';

/**
 * The 65+ visit is a general practitioner's visit: the 65+ list's specialty is fixed to this one,
 * and choosing a practitioner there sets it rather than clearing the specialties.
 */
export const KELA65_SPECIALTY_ID = 'YL';

/**
 * Age in whole years on `day` (both YYYY-MM-DD): the birthday counts on its own day, and a 29
 * February birthday on 1 March in other years. Null for a malformed date or a day before birth.
 */
export function ageOnDay(birthDate: string, day: string): number | null {
  const born = parseCalendarDate(birthDate);
  const on = parseCalendarDate(day);
  return born && on ? ageOnDate(born, on) : null;
}

/** Whether a person born on `birthDate` may have a 65+ visit on `visitDay` (both YYYY-MM-DD). */
export function isKela65Age(birthDate: string, visitDay: string): boolean {
  const age = ageOnDay(birthDate, visitDay);
  return age !== null && age >= KELA65_MIN_AGE;
}
