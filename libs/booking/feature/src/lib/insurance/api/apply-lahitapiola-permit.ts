import type { LahiTapiolaApplyPermitResponse } from '@portal/booking/contracts';
import { LahiTapiolaApplyPermitResponseSchema } from '@portal/booking/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

/**
 * `GET /api/insurance/lahitapiola-apply-permit?lang&returnTo`: where to send the browser to apply
 * for a permit; LähiTapiola sends it back to `returnTo` (a portal path) with `lahitapiola` in the query.
 */
export function applyLahiTapiolaPermit(api: ApiClient, lang: Lang, returnTo: string): Promise<LahiTapiolaApplyPermitResponse> {
  return api.request({ method: 'GET', path: '/insurance/lahitapiola-apply-permit', query: { lang, returnTo }, schema: LahiTapiolaApplyPermitResponseSchema });
}
