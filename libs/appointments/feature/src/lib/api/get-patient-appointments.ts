import type { PatientAppointmentList } from '@portal/shared/contracts';
import { PatientAppointmentListSchema } from '@portal/shared/contracts';
import type { ApiClient } from '@portal/shared/data-access';
import { useApiClient } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';
import type { Remote } from '@portal/shared/data-access';
import { useRemote } from '@portal/shared/data-access';

/** `GET /api/patient-appointments`: the future appointments, soonest first, and the cancellation window. */
export function getPatientAppointments(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<PatientAppointmentList> {
  return api.request({ method: 'GET', path: '/patient-appointments', query: { lang }, schema: PatientAppointmentListSchema, signal });
}

export function usePatientAppointments(): Remote<PatientAppointmentList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getPatientAppointments(api, lang, signal), 'appointments');
}
