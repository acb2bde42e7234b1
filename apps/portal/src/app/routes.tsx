import { accountRoutes } from '@portal/account/feature';
import { appointmentsRoutes } from '@portal/appointments/feature';
import { bookingRoutes } from '@portal/booking/feature';
import { certificatesRoutes } from '@portal/certificates/feature';
import { homeRoutes } from '@portal/home/feature';
import { infoRoutes } from '@portal/info/feature';
import { invoicesRoutes } from '@portal/invoices/feature';
import { labImagingRoutes } from '@portal/lab-imaging/feature';
import { messagingRoutes } from '@portal/messaging/feature';
import { mfaRoutes } from '@portal/mfa/feature';
import { occupationalHealthRoutes } from '@portal/occupational-health/feature';
import { prescriptionsRoutes } from '@portal/prescriptions/feature';
import { questionnairesRoutes } from '@portal/questionnaires/feature';
import { brandHasSection } from '@portal/shared/data-access';
import type { Lang, LocalizedRouteHandle, PortalRoute } from '@portal/shared/i18n';
import { defaultLang, languages, RouteTable, toRouteObjects } from '@portal/shared/i18n';
import { sicknessFundRoutes } from '@portal/sickness-fund/feature';
import { vaccinationsRoutes } from '@portal/vaccinations/feature';
import { visitsRoutes } from '@portal/visits/feature';
import type { RouteObject } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import type { BrandConfig } from '../config/brand-config';
import { LanguageRoot } from './language-root';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { PageBoundary } from './route-error-page';
import { SessionBoundary } from './session/session-boundary';

/** Every feature's routes; the brand decides which of them it serves. */
export const featureRoutes: readonly PortalRoute[] = [
  ...homeRoutes,
  ...bookingRoutes,
  ...appointmentsRoutes,
  ...invoicesRoutes,
  ...messagingRoutes,
  ...prescriptionsRoutes,
  ...labImagingRoutes,
  ...visitsRoutes,
  ...questionnairesRoutes,
  ...accountRoutes,
  ...mfaRoutes,
  ...certificatesRoutes,
  ...vaccinationsRoutes,
  ...occupationalHealthRoutes,
  ...sicknessFundRoutes,
  ...infoRoutes,
];

/** `/` has no page of its own: the default language's front page, keeping the query. */
function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/${defaultLang}`, search, hash }} replace />;
}

const notFoundHandle: LocalizedRouteHandle = {
  section: 'home',
  pageId: 'not-found',
  paths: { fi: '*', sv: '*', en: '*' },
  access: 'public',
  chrome: 'full',
};

function notFound(): RouteObject {
  return { path: '*', element: <NotFoundPage />, handle: notFoundHandle };
}

function languageTree(lang: Lang, routes: readonly PortalRoute[]): RouteObject {
  return {
    path: `/${lang}`,
    element: <LanguageRoot lang={lang} />,
    children: [
      {
        // Nothing below renders before the session is known, and each page only for whom it is meant.
        element: <SessionBoundary />,
        children: [
          {
            element: <AppLayout />,
            children: [{ element: <PageBoundary />, children: [...toRouteObjects(routes, lang), notFound()] }],
          },
        ],
      },
    ],
  };
}

export function buildRoutes(brand: BrandConfig): RouteObject[] {
  const routes = featureRoutes.filter((route) => brandHasSection(brand, route.section));
  return [
    { path: '/', element: <RootRedirect /> },
    ...languages.map((lang) => languageTree(lang, routes)),
    // An address outside every language: the not-found page in the default language.
    {
      element: <LanguageRoot lang={defaultLang} />,
      children: [{ element: <SessionBoundary />, children: [{ element: <AppLayout />, children: [notFound()] }] }],
    },
  ];
}

const segmentRoutes = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/**
 * The routes an address can match: `/`, the tree of the language its first segment names, and the
 * fallback. Matching ranks every route it is given, so the other languages' trees stay out of it.
 * The same array for the same table and segment, so that the first page's preload and the route
 * table share one matching of the address (matchRouteTable).
 */
export function routesForSegment(routes: RouteObject[], segment: string): RouteObject[] {
  let bySegment = segmentRoutes.get(routes);
  if (!bySegment) {
    bySegment = new Map();
    segmentRoutes.set(routes, bySegment);
  }
  let candidates = bySegment.get(segment);
  if (!candidates) {
    candidates = routes.filter((route) => route.path === undefined || route.path === '/' || route.path === `/${segment}`);
    bySegment.set(segment, candidates);
  }
  return candidates;
}

/** The first segment of an address's path: its language, when it has one. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * The portal's routes for the router around it (BrowserRouter in the browser, MemoryRouter in
 * tests), with the route table the layout reads each page's handle from.
 */
export function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteTable routes={routesForSegment(routes, firstSegment(useLocation().pathname))} />;
}
