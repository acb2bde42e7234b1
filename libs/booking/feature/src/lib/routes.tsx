import type { CustomerType } from '@portal/shared/contracts';
import type { PortalRoute, RouteAccess } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import type { LocalizedPaths } from '@portal/shared/i18n';
import { bookingCustomerTypeSegments as customerTypeSegments } from '@portal/shared/i18n';
import { customerTypePaths, listPaths } from './paths';
import { reservationRoutes } from './reservation/routes';

const landingPage: PortalRoute['lazy'] = () =>
  import('./pages/booking-landing-page').then((m) => ({ Component: m.BookingLandingPage }));

const listPage =
  (customerType: CustomerType): PortalRoute['lazy'] =>
  () =>
    import('./pages/appointment-list-page').then((m) => ({ Component: m.listPages[customerType] }));

const customerTypeList = (
  pageId: string,
  customerType: CustomerType,
  paths: LocalizedPaths,
  access: RouteAccess,
): PortalRoute => ({ section: 'booking', pageId, paths, access, lazy: listPage(customerType) });

const allTypes = Object.keys(customerTypeSegments) as CustomerType[];

// The landing and the private, insurance and 65+ lists are anonymous pages; the occupational list
// is for signed-in patients (booking doc sections 2 and 6), so a visitor signs in first.
const accessOf = (customerType: CustomerType): RouteAccess => (customerType === 'occupational' ? 'signed-in' : 'public');

export const bookingRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking', paths: routeSegments.booking, access: 'public', lazy: landingPage },
  ...allTypes.map((type) => customerTypeList(`booking-${type}`, type, customerTypePaths(type), accessOf(type))),
  ...(['private', 'insurance', 'kela65'] as const).map((type) =>
    customerTypeList(`booking-anonymous-list-${type}`, type, listPaths('anonymous', type), 'public'),
  ),
  ...(['private', 'insurance', 'occupational'] as const).map((type) =>
    customerTypeList(`booking-list-${type}`, type, listPaths('signed-in', type), 'signed-in'),
  ),
  ...reservationRoutes,
];
