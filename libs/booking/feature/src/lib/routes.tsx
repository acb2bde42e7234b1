import { routePatterns } from '@portal/shared/util';
import type { CustomerType } from '@portal/booking/contracts';
import type { PortalRoute, RouteAccess, LocalizedPaths } from '@portal/shared/i18n';
import { prefetchAppointmentList } from './api/list-calls';
import { reservationRoutes } from './reservation/routes';

const landingPage: PortalRoute['lazy'] = () =>
  import('./pages/booking-landing-page').then((m) => ({ Component: m.BookingLandingPage }));

type ListedType = Exclude<CustomerType, 'occupational'>;

const listPage =
  (customerType: ListedType): PortalRoute['lazy'] =>
  () =>
    import('./pages/appointment-list-page').then((m) => ({ Component: m.listPages[customerType] }));

/** The lists' data asked for while their code loads, by page id (the portal's page prefetches). */
export const bookingPagePrefetches: Record<string, ReturnType<typeof prefetchAppointmentList>> = {};

/**
 * A list's route. The private and insurance lists' reference data is asked for ahead
 * (bookingPagePrefetches): those are the lists the clinic's site and shared links lead to; the
 * 65+ list, shown only with its feature, loads its own.
 */
const customerTypeList = (pageId: string, customerType: ListedType, paths: LocalizedPaths, access: RouteAccess): PortalRoute => {
  if (customerType !== 'kela65') bookingPagePrefetches[pageId] = prefetchAppointmentList(customerType);
  return { section: 'booking', pageId, paths, access, lazy: listPage(customerType) };
};

/**
 * Occupational health booking (booking doc sections 2 and 6, feature ohc-appointment-search), a
 * section of its own so that a brand without occupational health care lacks it: the landing at the
 * customer type's address and the vaccination page are anonymous pages (they ask to sign in), the
 * occupational list is for signed-in patients.
 */
const occupationalRoutes: PortalRoute[] = [
  {
    section: 'occupationalBooking',
    pageId: 'booking-occupational',
    paths: routePatterns.occupationalLanding,
    access: 'public',
    lazy: () => import('./occupational/pages/occupational-landing-page').then((m) => ({ Component: m.OccupationalLandingPage })),
  },
  {
    section: 'occupationalBooking',
    pageId: 'booking-list-occupational',
    paths: routePatterns.occupationalList,
    access: 'signed-in',
    lazy: () => import('./occupational/pages/occupational-list-page').then((m) => ({ Component: m.OccupationalListPage })),
  },
  {
    section: 'occupationalBooking',
    pageId: 'booking-occupational-vaccinations',
    paths: routePatterns.occupationalVaccinations,
    access: 'public',
    lazy: () => import('./occupational/pages/occupational-vaccination-page').then((m) => ({ Component: m.OccupationalVaccinationPage })),
  },
];

// The landing and the private, insurance and 65+ lists are anonymous pages (booking doc section 6).
export const bookingRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking', paths: routePatterns.booking, access: 'public', lazy: landingPage },
  ...(['private', 'insurance', 'kela65'] as const).map((type) => customerTypeList(`booking-${type}`, type, routePatterns.bookingCustomerType(type), 'public')),
  ...(['private', 'insurance', 'kela65'] as const).map((type) =>
    customerTypeList(`booking-anonymous-list-${type}`, type, routePatterns.bookingList('anonymous', type), 'public'),
  ),
  ...(['private', 'insurance'] as const).map((type) => customerTypeList(`booking-list-${type}`, type, routePatterns.bookingList('signed-in', type), 'signed-in')),
  ...occupationalRoutes,
  ...reservationRoutes,
];
