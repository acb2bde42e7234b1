import type {
  AnonymousReservationRequest,
  ReservationResponse,
  SignedInReservationRequest,
} from '@portal/shared/contracts';
import { ReservationResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { isApiError } from '@portal/shared/data-access';
import type { ReservationError } from '../state/reservation-submit';

/** The answer as the submit reducer takes it: the API's result, or the error to show. */
export type ReservationOutcome =
  | { kind: 'answered'; response: ReservationResponse }
  | { kind: 'errored'; error: ReservationError; cause?: unknown };

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
      // Too many attempts from this address: the visitor can only try again later.
      if (error.kind === 'http' && error.status === 429) return { kind: 'errored', error: { kind: 'unknownError' } };
    }
    return { kind: 'errored', error: { kind: 'unknownError' }, cause: error };
  }
}

/** `POST /api/anon/reserve-appointment` (public: no csrf token, the API checks the Origin). */
export function reserveAnonymously(api: ApiClient, body: AnonymousReservationRequest): Promise<ReservationOutcome> {
  return outcomeOf(
    api.request({ method: 'POST', path: '/anon/reserve-appointment', body, csrf: false, schema: ReservationResponseSchema }),
  );
}

/** `POST /api/reserve-appointment?csrfToken`: always for the session's patient. */
export function reserveSignedIn(api: ApiClient, body: SignedInReservationRequest): Promise<ReservationOutcome> {
  return outcomeOf(api.request({ method: 'POST', path: '/reserve-appointment', body, schema: ReservationResponseSchema }));
}
