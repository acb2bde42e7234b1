import type { PatientAppointmentList } from '@portal/appointments/contracts';
import { PatientAppointmentListSchema } from '@portal/appointments/contracts';
import type { ApiClient, Remote } from '@portal/shared/data-access';
import { useApiClient, useRemote } from '@portal/shared/data-access';
import type { Lang } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/i18n';

/** `GET /api/patient-appointments`: the future appointments, soonest first, and the cancellation window. */
export function getPatientAppointments(api: ApiClient, lang: Lang, signal?: AbortSignal): Promise<PatientAppointmentList> {
  return api.request({ method: 'GET', path: '/patient-appointments', query: { lang }, schema: PatientAppointmentListSchema, signal });
}

export function usePatientAppointments(): Remote<PatientAppointmentList> {
  const api = useApiClient();
  const lang = useLang();
  return useRemote(lang, (signal) => getPatientAppointments(api, lang, signal), 'appointments');
}
