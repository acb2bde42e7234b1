import type { AppointmentSearchResponse } from '@portal/booking/contracts';
import { AppointmentSearchResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { takePrefetched } from '@portal/shared/data-access';
import type { SearchRequest } from '../search/search-query';
import { searchCall } from './list-calls';

/**
 * `GET /api/appointments`: one page of 20 bookable times from `offset`, soonest first; the answer
 * asked for ahead (prefetchAppointmentList) when the same page of the same search is waiting.
 */
export function searchAppointments(
  api: ApiClient,
  request: SearchRequest,
  offset: number,
  signal?: AbortSignal,
): Promise<AppointmentSearchResponse> {
  const call = searchCall(request, offset);
  return takePrefetched(call, AppointmentSearchResponseSchema) ?? api.request({ ...call, schema: AppointmentSearchResponseSchema, signal });
}
