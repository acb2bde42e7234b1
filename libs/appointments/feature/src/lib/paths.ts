import type { Lang, LocalizedPaths } from '@portal/shared/i18n';
import { pathIn, routeSegments } from '@portal/shared/i18n';

const { en, fi, sv } = routeSegments.appointments;

/** One or more appointments: the ids are comma-separated numbers. */
export const appointmentPagePaths: LocalizedPaths = { en: `${en}/:ids`, fi: `${fi}/:ids`, sv: `${sv}/:ids` };

export const appointmentsPaths = {
  appointments: (lang: Lang): string => pathIn(lang, [routeSegments.appointments]),
  appointment: (lang: Lang, ids: readonly number[]): string => pathIn(lang, [appointmentPagePaths], { ids }),
};
