import type { AppointmentSearchResponse } from '@portal/shared/contracts';
import { AppointmentSearchResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { SearchRequest } from '../search/search-query';

/** `GET /api/appointments`: one page of 20 bookable times from `offset`, soonest first. */
export function searchAppointments(
  api: ApiClient,
  request: SearchRequest,
  offset: number,
  signal?: AbortSignal,
): Promise<AppointmentSearchResponse> {
  return api.request({
    method: 'GET',
    path: '/appointments',
    query: { ...request, offset },
    schema: AppointmentSearchResponseSchema,
    signal,
  });
}
