import { resolveReturnPath } from '@portal/shared/util';
import * as v from 'valibot';
import { CalendarDaySchema, PortalLangSchema as LangSchema } from '@portal/shared/contracts';

/**
 * The insurers' checks of an insurance booking (booking doc sections 4, 5 and 7): Pohjola's check
 * that the patient is insured on the appointment's day, and LähiTapiola's policy check, direct
 * compensation permits and permit application. The API asks the insurers with the identity code
 * of the session's patient (the child a guardian acts for); the browser never sends one.
 */

/** Who may go through LähiTapiola's flow: 18 or over, or a child with the guardian acting (section 9). */
export const LAHITAPIOLA_MIN_AGE = 18;

/** The insurer's service number that the not-found message gives (section 9). */
export const POHJOLA_SERVICE_PHONE = '03030303';

/** `GET /api/insurance/pohjola-check/{date}`: the appointment's day. */
export const PohjolaCheckParamsSchema = v.object({ date: CalendarDaySchema });

/** Whether Pohjola has an insurance for the patient on that day. */
export const PohjolaCheckResponseSchema = v.object({ hasInsurance: v.boolean() });
export type PohjolaCheckResponse = v.InferOutput<typeof PohjolaCheckResponseSchema>;

/**
 * `GET /api/insurance/lahitapiola-policy-check`. `underageCustomer` when the patient is under 18
 * and signed in themself: the insurer is not asked.
 */
export const LahiTapiolaPolicyCheckResponseSchema = v.variant('type', [
  v.object({ type: v.literal('ok'), hasHealthcarePolicy: v.boolean() }),
  v.object({ type: v.literal('underageCustomer') }),
]);
export type LahiTapiolaPolicyCheckResponse = v.InferOutput<typeof LahiTapiolaPolicyCheckResponseSchema>;

/** Names a permit's content; a reservation stores it with the insurer and option. */
export const PermitContentHashSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=_-]{8,128}$/));

/** A direct compensation permit: what it is for, until when (inclusive), and its content's hash. */
export const DirectCompensationPermitSchema = v.object({
  symptom: v.string(),
  bodyPart: v.string(),
  validTo: CalendarDaySchema,
  contentHash: PermitContentHashSchema,
});
export type DirectCompensationPermit = v.InferOutput<typeof DirectCompensationPermitSchema>;

/** `GET /api/insurance/lahitapiola-direct-compensation-permits/{lang}`: the valid permits, texts in `lang`. */
export const LahiTapiolaPermitsParamsSchema = v.object({ lang: LangSchema });
export const LahiTapiolaPermitsResponseSchema = v.variant('type', [
  v.object({ type: v.literal('ok'), directCompensationPermits: v.array(DirectCompensationPermitSchema) }),
  v.object({ type: v.literal('underageCustomer') }),
]);
export type LahiTapiolaPermitsResponse = v.InferOutput<typeof LahiTapiolaPermitsResponseSchema>;

/**
 * A portal page to come back to: a path of our own ('/fi/...'), never another site, at most 500
 * characters with its query. The output is the path resolved (resolveReturnPath), and the language
 * is checked on that, so `/fi/..//evil.example` is refused rather than followed.
 */
export const PortalReturnPathSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.transform((value) => resolveReturnPath(value) ?? ''),
  v.regex(/^\/(fi|sv|en)(?:[/?#]|$)/),
);

/**
 * `GET /api/insurance/lahitapiola-apply-permit?lang&returnTo`: where to send the browser to apply
 * for a permit on LähiTapiola's pages; it comes back to `returnTo` with `lahitapiola` in the query.
 */
export const LahiTapiolaApplyPermitQuerySchema = v.object({ lang: LangSchema, returnTo: PortalReturnPathSchema });
export const LahiTapiolaApplyPermitResponseSchema = v.object({ redirectUrl: v.pipe(v.string(), v.url()) });
export type LahiTapiolaApplyPermitResponse = v.InferOutput<typeof LahiTapiolaApplyPermitResponseSchema>;

/** How the permit application ended, as the return to the portal tells it (query `lahitapiola`). */
export const lahiTapiolaReturnStatuses = ['directcompensationallowed', 'directcompensationdenied', 'cancel', 'error'] as const;
export type LahiTapiolaReturnStatus = (typeof lahiTapiolaReturnStatuses)[number];

/** The insurer could not be asked (down, timed out, or answered out of its protocol): 502. */
export const InsurerUnavailableSchema = v.object({ type: v.literal('InsurerUnavailable') });
