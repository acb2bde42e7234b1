import type { PatientAppointmentList } from '@portal/appointments/contracts';
import { PatientAppointmentListSchema } from '@portal/appointments/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/**
 * `GET /api/patient-appointments/{ids}`: those of the ids that are the patient's; 404 (ApiError
 * 'not-found') when none is.
 */
export function getAppointments(
  api: ApiClient,
  ids: readonly number[],
  lang: Lang,
  signal?: AbortSignal,
): Promise<PatientAppointmentList> {
  return api.request({
    method: 'GET',
    path: '/patient-appointments/:ids',
    params: { ids: ids.join(',') },
    query: { lang },
    schema: PatientAppointmentListSchema,
    signal,
  });
}

export function useAppointments(ids: readonly number[]): Remote<PatientAppointmentList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(`${lang}/${ids.join(',')}`, (signal) => getAppointments(api, ids, lang, signal), 'appointments');
}
