import type { DomainPlugin } from '@portal/shared/server';
import { registerReservationRoutes } from './lib/reservation/routes';
import { registerBookingSearchRoutes } from './lib/search/routes';

/** Booking (booking doc): the search with its reference data, the reservation page's time and both reservations. */
export const bookingServer: DomainPlugin = async (app, deps) => {
  registerBookingSearchRoutes(app, deps);
  registerReservationRoutes(app, deps);
};
