import type { PohjolaCheckResponse } from '@portal/booking/contracts';
import { PohjolaCheckResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `GET /api/insurance/pohjola-check/{date}`: whether Pohjola insures the patient on the appointment's day (YYYY-MM-DD). */
export function checkPohjola(api: ApiClient, date: string, signal?: AbortSignal): Promise<PohjolaCheckResponse> {
  return api.request({ method: 'GET', path: '/insurance/pohjola-check/:date', params: { date }, schema: PohjolaCheckResponseSchema, signal });
}
