import type { Lang } from '@portal/shared/i18n';
import { bookingCustomerTypeSegments, pathIn, routeSegments } from '@portal/shared/i18n';

/**
 * The booking section's list of occupational health times (booking doc section 2), the address the
 * menu's occupational booking link has, from the shared segments (a feature may not import another
 * feature). Apart from paths.ts, which the first page loads, so that it loads with the memo.
 */
export const occupationalBookingPath = (lang: Lang): string => pathIn(lang, [routeSegments.booking, bookingCustomerTypeSegments.occupational]);
