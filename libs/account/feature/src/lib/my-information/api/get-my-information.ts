import type { MyInformation } from '@portal/account/contracts';
import { MyInformationSchema } from '@portal/account/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/** `GET /api/user` (signed in): the contact details, language and guardians of the session's patient. */
export function getMyInformation(api: ApiClient, signal?: AbortSignal): Promise<MyInformation> {
  return api.request({ method: 'GET', path: '/user', schema: MyInformationSchema, signal });
}

export function useMyInformation(): Remote<MyInformation> {
  const api = useApiClient();
  return useRemote('my-information', (signal) => getMyInformation(api, signal), 'my-information');
}
