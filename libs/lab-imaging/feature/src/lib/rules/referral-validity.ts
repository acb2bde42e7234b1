import type { Instant } from '@portal/shared/util';
import { formatDate, validityHint } from '@portal/shared/util';

/**
 * How a referral's validity reads (booking doc section 4): valid until the end of its validUntil
 * day (Helsinki), then 'Not valid'. Hints only when the end is 0 to 30 days away: today,
 * tomorrow, weeks for 8 to 26 days, otherwise the date. Further away it is simply valid.
 */
export type ReferralValidity =
  | { readonly kind: 'notValid' }
  | { readonly kind: 'today' }
  | { readonly kind: 'tomorrow' }
  | { readonly kind: 'weeks'; readonly weeks: number }
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'valid' };

/** `validUntil` is the last valid day, 'YYYY-MM-DD'. */
export function referralValidity(validUntil: string, now: Instant): ReferralValidity {
  const hint = validityHint(validUntil, now);
  switch (hint.kind) {
    case 'expired':
      return { kind: 'notValid' };
    case 'today':
    case 'tomorrow':
      return { kind: hint.kind };
    case 'weeks':
      return { kind: 'weeks', weeks: hint.weeks };
    // The spec's hints have no 'in N days': from 2 to 7 days, as from 27 to 30, the date shows.
    case 'days':
    case 'date':
      return { kind: 'date', date: formatDate(validUntil) };
    case 'none':
      return { kind: 'valid' };
  }
}
