import type { OccupationalBookingResponse } from '@portal/booking/contracts';
import { OccupationalBookingResponseSchema } from '@portal/booking/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/** `GET /api/occupational-booking`: what the signed-in person's occupational health agreement lets them book. */
export function getOccupationalBooking(api: ApiClient, signal?: AbortSignal): Promise<OccupationalBookingResponse> {
  return api.request({ method: 'GET', path: '/occupational-booking', schema: OccupationalBookingResponseSchema, signal });
}

/** The agreement of the session's person; `key` loads it again when the person changes. */
export function useOccupationalBooking(key: string): Remote<OccupationalBookingResponse> {
  const api = useApiClient();
  return useRemote(key, (signal) => getOccupationalBooking(api, signal), 'occupational-booking');
}
