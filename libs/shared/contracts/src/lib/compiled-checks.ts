// Made by tools/contracts/compile-checks.mjs from the valibot schemas named below; do not edit.
// `npm run contracts:checks` writes it anew; the test command fails when it is out of date.
import { bool, checkOf, list, num, object, oneOf, orEmpty, text, variant } from './answer-check';
import type { SessionResponse } from './session';
import type { ValidationErrorBody } from './errors';

const c0 = oneOf([true]);
const c1 = oneOf(['development', 'production']);
const c2 = text((x) => x.length >= 16);
const c3 = oneOf(['mfa', 'customer-messaging-enabled', 'customer-messaging-allowed', 'sickness-fund-page', 'is-finnair-sickness-fund-member', 'pikkutsatti', 'price-details', 'ohc-appointment-search', 'kela65', 'lahitapiola-insurance-flow']);
const c4 = list(c3);
const c5 = oneOf(['private', 'occupational', 'insurance', 'kela65']);
const c6 = oneOf(['default', 'in-app-booking']);
const c7 = oneOf(['fi', 'sv', 'en']);
const c8 = text((x) => /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u.test(x));
const c9 = num((x) => Number.isInteger(x), (x) => x >= 0);
const c10 = oneOf(['days', 'hours', 'minutes', 'seconds']);
const c11 = object({ value: c9, unit: c10 });
const c12 = text((x) => x.length >= 1, (x) => x.length <= 50);
const c13 = bool();
const c14 = object({ firstName: c12, lastName: c12 });
const c15 = orEmpty(null, c14);
const c16 = object({ firstName: c12, lastName: c12, language: c7, isRegistered: c13, actingFor: c15 });
const c17 = object({ environment: c1, csrfToken: c2, features: c4, healthCareType: c5, isSessionValid: c0, sessionScope: c6, lang: c7, sessionExpires: c8, authTokenTimeout: c11, user: c16 });
const c18 = oneOf([false]);
const c19 = oneOf(['none', 'expired']);
const c20 = text();
const c21 = object({ firstName: c20, maskedPhoneNumber: c20, csrfToken: c2 });
const c22 = orEmpty(undefined, c21);
const c23 = object({ isSessionValid: c18, reason: c19, environment: c1, features: c4, lang: c7, authTokenTimeout: c11, smsRenewal: c22 }, { smsRenewal: 'skip' });
const c24 = variant('isSessionValid', [[c0, c17], [c18, c23]]);
const c25 = oneOf(['ValidationError']);
const c26 = object({ path: c20, message: c20 });
const c27 = list(c26);
const c28 = object({ type: c25, details: c27 });

/** Checks as `SessionResponseSchema` (session.ts) does. */
export const SessionResponseCheck = checkOf<SessionResponse>(c24);

/** Checks as `ValidationErrorBodySchema` (errors.ts) does. */
export const ValidationErrorBodyCheck = checkOf<ValidationErrorBody>(c28);
