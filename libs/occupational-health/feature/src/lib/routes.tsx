import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as OccupationalHealthPages from './pages/occupational-health-pages';

/**
 * For the signed-in occupational health customer; anyone else is told what the page is for. The
 * pages are one chunk (pages/occupational-health-pages.ts): every lazy import adds its preload
 * list to the first page. The children's brand lacks the employee memo, so the host leaves its
 * route out there, as for every section a brand lacks.
 */
const page = (section: 'occupationalHealthTeam' | 'employeeMemo', pageId: string, name: keyof typeof OccupationalHealthPages): PortalRoute => ({
  section,
  pageId,
  paths: routePatterns[section],
  lazy: () => import('./pages/occupational-health-pages').then((m) => ({ Component: m[name] })),
});

export const occupationalHealthRoutes: PortalRoute[] = [
  page('occupationalHealthTeam', 'occupational-health-team', 'OccupationalHealthTeamPage'),
  page('employeeMemo', 'employee-memo', 'EmployeeMemoPage'),
];
