import type { MyInformationRequest, MyInformationSaveResponse } from '@portal/account/contracts';
import { MyInformationSaveResponseSchema } from '@portal/account/contracts';
import type { ApiClient } from '@portal/shared/data-access';

/**
 * `POST /api/user?csrfToken` (account doc section 7): the contact details, language and guardians,
 * with the page's language and the path the portal goes to next.
 */
export function saveMyInformation(api: ApiClient, body: MyInformationRequest): Promise<MyInformationSaveResponse> {
  return api.request({ method: 'POST', path: '/user', body, schema: MyInformationSaveResponseSchema });
}
