import type { SessionResponse } from '@portal/shared/contracts';
import type { ApiClient, PrefetchCall } from '@portal/shared/data-access';
import { prefetch } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { isCalendarDay } from '../rules/calendar-day';

// Kept apart from the hooks and the schemas: the first page's code imports these to ask for a
// result day ahead while the section's chunk loads (a patient often lands on a result from a
// link: the front page's, or a notice that results are ready); the rest comes with the pages.

/** `GET /api/lab-results/{date}?lang`. */
export function labResultDayCall(date: string, lang: Lang): PrefetchCall {
  return { method: 'GET', path: '/lab-results/:date', params: { date }, query: { lang } };
}

/** `GET /api/imaging-results/{imagingDate}?lang`. */
export function imagingResultDayCall(imagingDate: string, lang: Lang): PrefetchCall {
  return { method: 'GET', path: '/imaging-results/:imagingDate', params: { imagingDate }, query: { lang } };
}

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Asks for the laboratory results of the address's day while the page's code loads. Nothing for
 * an address whose day is no calendar day: the page shows "not found" without asking.
 */
export function prefetchLabResultDay(api: ApiClient, lang: Lang, session: SessionResponse, params: Params): void {
  const date = params['date'];
  if (session.isSessionValid && isCalendarDay(date)) prefetch(api, labResultDayCall(date, lang));
}

/** The same for the imaging results of the address's day. */
export function prefetchImagingResultDay(api: ApiClient, lang: Lang, session: SessionResponse, params: Params): void {
  const imagingDate = params['imagingDate'];
  if (session.isSessionValid && isCalendarDay(imagingDate)) prefetch(api, imagingResultDayCall(imagingDate, lang));
}
