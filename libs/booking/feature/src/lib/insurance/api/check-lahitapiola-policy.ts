import type { LahiTapiolaPolicyCheckResponse } from '@portal/booking/contracts';
import { LahiTapiolaPolicyCheckResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/** `GET /api/insurance/lahitapiola-policy-check`: whether the patient has a LähiTapiola health insurance. */
export function checkLahiTapiolaPolicy(api: ApiClient, signal?: AbortSignal): Promise<LahiTapiolaPolicyCheckResponse> {
  return api.request({ method: 'GET', path: '/insurance/lahitapiola-policy-check', schema: LahiTapiolaPolicyCheckResponseSchema, signal });
}
