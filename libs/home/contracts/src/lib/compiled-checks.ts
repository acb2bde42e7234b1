// Made by tools/contracts/compile-checks.mjs from the valibot schemas named below; do not edit.
// `npm run contracts:checks` writes it anew; the test command fails when it is out of date.
import { bool, checkOf, list, num, object, oneOf, orEmpty, text } from '@portal/shared/contracts/answer-check';
import type { FrontPage } from './front-page';

const c0 = text();
const c1 = object({ firstName: c0 });
const c2 = orEmpty(null, c0);
const c3 = text((x) => /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u.test(x));
const c4 = orEmpty(null, c3);
const c5 = text((x) => x.startsWith('/'));
const c6 = orEmpty(null, c5);
const c7 = object({ url: c2, name: c0 });
const c8 = orEmpty(null, c7);
const c9 = bool();
const c10 = oneOf(['default', 'cancelled', 'occupational']);
const c11 = object({ id: c0, title: c0, subtitle: c2, date: c3, validUntilDate: c4, linkUrl: c6, avatar: c8, highlighted: c9, styles: c10 });
const c12 = list(c11);
const c13 = oneOf(['ok', 'maintenance-mode']);
const c14 = object({ newTaskItems: c12, answerItems: c12, status: c13 });
const c15 = orEmpty(null, c14);
const c16 = num((x) => Number.isInteger(x), (x) => x >= 0);
const c17 = object({ customer: c1, conversationSummaries: c12, appointmentSummaries: c12, visitSummaries: c12, prescriptions: c12, canRenewPrescriptions: c9, labResultSummaries: c12, questionnaireSummaries: c15, imagingSummaries: c12, visitFeesToPay: c16 });

/** Checks as `FrontPageSchema` (front-page.ts) does. */
export const FrontPageCheck = checkOf<FrontPage>(c17);
