import type { Patient } from '@portal/shared/contracts';
import { PatientSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { useApiClient } from '@portal/shared/data-access';
import type { Remote } from '@portal/shared/data-access';
import { useRemote } from '@portal/shared/data-access';

/** `GET /api/user` (signed in): the patient the session acts for. */
export function getPatient(api: ApiClient, signal?: AbortSignal): Promise<Patient> {
  return api.request({ method: 'GET', path: '/user', schema: PatientSchema, signal });
}

export function usePatient(): Remote<Patient> {
  const api = useApiClient();
  return useRemote('user', (signal) => getPatient(api, signal), 'patient');
}
