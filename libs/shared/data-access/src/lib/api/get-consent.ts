import type { PatientDataConsent } from '@portal/shared/contracts';
import { PatientDataConsentSchema } from '@portal/shared/contracts';
import type { ApiClient } from '../api-client';
import { useApiClient } from '../api-client-context';
import type { Remote } from '../use-remote';
import { useRemote } from '../use-remote';

/**
 * `GET /api/user/consent` (signed in): the consent choices on record, so the consent form starts
 * from them. Read by booking's consent page and my information's consent tab.
 */
export function getConsent(api: ApiClient, signal?: AbortSignal): Promise<PatientDataConsent> {
  return api.request({ method: 'GET', path: '/user/consent', schema: PatientDataConsentSchema, signal });
}

export function useConsent(): Remote<PatientDataConsent> {
  const api = useApiClient();
  return useRemote('consent', (signal) => getConsent(api, signal), 'consent');
}
