import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import type { CustomerType } from './paths';
import { customerTypePaths, customerTypeSegments } from './paths';

const bookingPage: PortalRoute['lazy'] = () =>
  import('./pages/booking-page').then((m) => ({ Component: m.BookingPage }));

// The booking landing and the customer-type lists are open to anonymous visitors (booking doc
// section 2); the occupational list asks for sign-in itself when it is built.
export const bookingRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking', paths: routeSegments.booking, access: 'public', lazy: bookingPage },
  ...(Object.keys(customerTypeSegments) as CustomerType[]).map(
    (customerType): PortalRoute => ({
      section: 'booking',
      pageId: `booking-${customerType}`,
      paths: customerTypePaths(customerType),
      access: 'public',
      lazy: bookingPage,
    }),
  ),
];
