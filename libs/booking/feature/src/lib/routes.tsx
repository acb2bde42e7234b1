import type { PortalRoute } from '@portal/shared/i18n';
import { routeSegments } from '@portal/shared/i18n';
import type { CustomerType } from './paths';
import { customerTypePaths, customerTypeSegments } from './paths';

const bookingPage: PortalRoute['lazy'] = () =>
  import('./pages/booking-page').then((m) => ({ Component: m.BookingPage }));

export const bookingRoutes: PortalRoute[] = [
  { section: 'booking', pageId: 'booking', paths: routeSegments.booking, lazy: bookingPage },
  ...(Object.keys(customerTypeSegments) as CustomerType[]).map(
    (customerType): PortalRoute => ({
      section: 'booking',
      pageId: `booking-${customerType}`,
      paths: customerTypePaths(customerType),
      lazy: bookingPage,
    }),
  ),
];
