// The limits of the browser's reports (browser-reports.ts), apart from the schemas: the portal's
// measuring module reads them without loading valibot.

/** The most values one batch of Web Vitals carries: a page load's five, and a few restores from the back-forward cache. */
export const WEB_VITALS_BATCH_MAX = 20;

/** The largest value of a Web Vital taken: an hour in milliseconds. */
export const WEB_VITAL_VALUE_MAX = 3_600_000;
