import type { LahiTapiolaPermitsResponse } from '@portal/booking/contracts';
import { LahiTapiolaPermitsResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

/** `GET /api/insurance/lahitapiola-direct-compensation-permits/{lang}`: the patient's valid permits, texts in `lang`. */
export function getLahiTapiolaPermits(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<LahiTapiolaPermitsResponse> {
  return api.request({ method: 'GET', path: '/insurance/lahitapiola-direct-compensation-permits/:lang', params: { lang }, schema: LahiTapiolaPermitsResponseSchema, signal });
}
