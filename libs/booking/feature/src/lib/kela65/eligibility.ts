import { isKela65Age } from '@portal/booking/contracts';

/** Century by the sign after the birth date of a Finnish identity code. */
const CENTURY: Readonly<Record<string, number>> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000 };

/**
 * The birth date (YYYY-MM-DD) in a masked identity code such as '150488-****': the mask keeps the
 * birth date and the century sign, which is all the 65+ rule needs. Null when it does not read.
 */
export function birthDateOfMaskedSsn(maskedSsn: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})([-+YXWVUABCDEF])/.exec(maskedSsn.trim().toUpperCase());
  const century = match ? CENTURY[match[4] ?? ''] : undefined;
  if (!match || century === undefined) return null;
  return `${century + Number(match[3])}-${match[2]}-${match[1]}`;
}

/**
 * Who the 65+ list and reservation speak to (booking doc section 5: the notice appears when the
 * patient is under 65): a visitor not signed in is told the rule and that signing in is needed;
 * a signed-in patient is 'eligible' or 'under-age' on `day` (YYYY-MM-DD, the visit's or today's).
 */
export type Kela65Eligibility = 'anonymous' | 'eligible' | 'under-age';

export function kela65Eligibility(maskedSsn: string | null, day: string): Kela65Eligibility {
  if (maskedSsn === null) return 'anonymous';
  const birthDate = birthDateOfMaskedSsn(maskedSsn);
  return birthDate !== null && isKela65Age(birthDate, day) ? 'eligible' : 'under-age';
}
