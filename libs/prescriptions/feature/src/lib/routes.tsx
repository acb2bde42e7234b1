import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as PrescriptionsPages from './pages/prescriptions-pages';

/**
 * The prescriptions list and the renewal of chosen ones (booking doc section 2), for the
 * signed-in patient in both brands. The two pages are one chunk (pages/prescriptions-pages.ts):
 * every lazy import adds its preload list to the first page.
 */
const page = (pageId: string, paths: PortalRoute['paths'], name: keyof typeof PrescriptionsPages): PortalRoute => ({
  section: 'prescriptions',
  pageId,
  paths,
  lazy: () => import('./pages/prescriptions-pages').then((m) => ({ Component: m[name] })),
});

export const prescriptionsRoutes: PortalRoute[] = [
  page('prescriptions', routePatterns.prescriptions, 'PrescriptionsPage'),
  page('prescription-renewal', routePatterns.prescriptionRenewalPage, 'PrescriptionRenewalPage'),
];
