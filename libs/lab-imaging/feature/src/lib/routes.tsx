import { routePatterns } from '@portal/shared/util';
import type { PortalRoute } from '@portal/shared/i18n';
import type * as SectionPages from './pages/section-pages';

/**
 * A page of the section, for the signed-in patient (booking doc section 6). The pages are one
 * chunk (pages/section-pages.ts): every lazy import adds its preload list to the first page.
 */
const page = (section: 'laboratory' | 'imaging', pageId: string, paths: PortalRoute['paths'], name: keyof typeof SectionPages): PortalRoute => ({
  section,
  pageId,
  paths,
  lazy: () => import('./pages/section-pages').then((m) => ({ Component: m[name] })),
});

export const labImagingRoutes: PortalRoute[] = [
  page('laboratory', 'laboratory', routePatterns.laboratory, 'LaboratoryPage'),
  page('laboratory', 'laboratory-result', routePatterns.labResult, 'LabResultPage'),
  page('laboratory', 'laboratory-referral', routePatterns.labReferral, 'LabReferralPage'),
  page('imaging', 'imaging', routePatterns.imaging, 'ImagingPage'),
  page('imaging', 'imaging-result', routePatterns.imagingResult, 'ImagingResultPage'),
  page('imaging', 'imaging-referral', routePatterns.imagingReferral, 'ImagingReferralPage'),
];
