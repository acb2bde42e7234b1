import type { ConsentRequest } from '@portal/shared/contracts';
import { SuccessResponseSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';

/** `POST /api/user/consent?csrfToken&lang` (account doc section 7): the patient data consent. */
export async function saveConsent(api: ApiClient, body: ConsentRequest, lang: Lang): Promise<void> {
  await api.request({ method: 'POST', path: '/user/consent', query: { lang }, body, schema: SuccessResponseSchema });
}
