import type { AnonymousReservationRequest, ReservationResponse, SignedInReservationRequest } from '@portal/booking/contracts';
import { ReservationResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { isApiError } from '@portal/shared/data-access';
import type { ReservationError } from '../state/reservation-submit';

/** The answer as the submit reducer takes it: the API's result, or the error to show. */
export type ReservationOutcome =
  | { kind: 'answered'; response: ReservationResponse }
  | { kind: 'errored'; error: ReservationError; cause?: unknown };

/**
 * The anonymous reservation's answers, and one more: too many attempts (429, from the address or
 * for the identity code, counted by the API for 15 minutes). Trying again soon would not help, but
 * a strong sign-in reserves at once, so the visitor is led there like for any answer needing it.
 */
export type AnonymousReservationOutcome = ReservationOutcome | { kind: 'limited' };

const isTooManyRequests = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 429;

async function outcomeOf(call: Promise<ReservationResponse>): Promise<ReservationOutcome> {
  try {
    return { kind: 'answered', response: await call };
  } catch (error) {
    if (isApiError(error)) {
      if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'errored', error: { kind: 'network' } };
      if (error.kind === 'validation') {
        const fields = [...new Set(error.details.map((detail) => detail.path))];
        return { kind: 'errored', error: { kind: 'validation', fields } };
      }
    }
    return { kind: 'errored', error: { kind: 'unknownError' }, cause: error };
  }
}

/** `POST /api/anon/reserve-appointment` (public: no csrf token, the API checks the Origin). */
export async function reserveAnonymously(api: ApiClient, body: AnonymousReservationRequest): Promise<AnonymousReservationOutcome> {
  const outcome = await outcomeOf(
    api.request({ method: 'POST', path: '/anon/reserve-appointment', body, csrf: false, schema: ReservationResponseSchema }),
  );
  return outcome.kind === 'errored' && isTooManyRequests(outcome.cause) ? { kind: 'limited' } : outcome;
}

/** `POST /api/reserve-appointment?csrfToken`: always for the session's patient. */
export function reserveSignedIn(api: ApiClient, body: SignedInReservationRequest): Promise<ReservationOutcome> {
  return outcomeOf(api.request({ method: 'POST', path: '/reserve-appointment', body, schema: ReservationResponseSchema }));
}
