import type { AnonymousCheckInResult } from '@portal/appointments/contracts';
import { AnonymousCheckInResultSchema } from '@portal/appointments/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { isApiError } from '@portal/shared/data-access';

/** The answer as the check-in flow needs it: the API's result, or why there is none. */
export type AnonymousCheckInOutcome =
  | { kind: 'result'; result: AnonymousCheckInResult }
  | { kind: 'too-many-attempts' }
  | { kind: 'network-error' }
  | { kind: 'failure'; error: unknown };

/**
 * `POST /api/anon/check-in` (public; no csrf token, the API checks the Origin). 429 means the
 * attempts for this appointment or this address are used up.
 */
export async function anonymousCheckIn(
  api: ApiClient,
  appointmentId: string,
  ssnEndPart: string,
): Promise<AnonymousCheckInOutcome> {
  try {
    const result = await api.request({
      method: 'POST',
      path: '/anon/check-in',
      body: { appointmentId, ssnEndPart },
      csrf: false,
      schema: AnonymousCheckInResultSchema,
    });
    return { kind: 'result', result };
  } catch (error) {
    if (isApiError(error)) {
      if (error.kind === 'http' && error.status === 429) return { kind: 'too-many-attempts' };
      if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network-error' };
    }
    return { kind: 'failure', error };
  }
}
