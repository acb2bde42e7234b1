import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

const { en, fi, sv } = routeSegments.appointments;

/** One or more appointments: the ids are comma-separated numbers. */
export const appointmentPagePaths: LocalizedPaths = { en: `${en}/:ids`, fi: `${fi}/:ids`, sv: `${sv}/:ids` };

const anonymous = routeSegments.appointment;

/** The appointment of an anonymous link: the link id, or its URL-safe base64 form. */
export const anonymousAppointmentPagePaths: LocalizedPaths = {
  en: `${anonymous.en}/:appointmentId`,
  fi: `${anonymous.fi}/:appointmentId`,
  sv: `${anonymous.sv}/:appointmentId`,
};

export const appointmentsPaths = {
  appointments: (lang: Lang): string => pathIn(lang, [routeSegments.appointments]),
  appointment: (lang: Lang, ids: readonly number[]): string => pathIn(lang, [appointmentPagePaths], { ids }),
  anonymousAppointment: (lang: Lang, appointmentId: string): string =>
    pathIn(lang, [anonymousAppointmentPagePaths], { appointmentId }),
};
