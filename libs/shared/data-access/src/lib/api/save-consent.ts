import type { ConsentRequest } from '@portal/shared/contracts';
import { SuccessResponseSchema } from '@portal/shared/contracts';
import type { Lang } from '@portal/shared/i18n';
import type { ApiClient } from '../api-client';

/**
 * `POST /api/user/consent?csrfToken&lang` (account doc section 7, booking doc section 7): the
 * patient data consent, from booking's consent page and my information's consent tab.
 */
export async function saveConsent(api: ApiClient, body: ConsentRequest, lang: Lang): Promise<void> {
  await api.request({ method: 'POST', path: '/user/consent', query: { lang }, body, schema: SuccessResponseSchema });
}
