import type { PatientDataConsent } from '@portal/shared/contracts';
import { PatientDataConsentSchema } from '@portal/shared/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';

/** `GET /api/user/consent` (signed in): the consent choices on record, so the form starts from them. */
export function getConsent(api: ApiClient, signal?: AbortSignal): Promise<PatientDataConsent> {
  return api.request({ method: 'GET', path: '/user/consent', schema: PatientDataConsentSchema, signal });
}

export function useConsent(): Remote<PatientDataConsent> {
  const api = useApiClient();
  return useRemote('consent', (signal) => getConsent(api, signal), 'consent');
}
