import type { DomainPlugin } from '@portal/shared/server';
import { registerInsurance } from './lib/insurance/insurance-plugin';
import { registerReservationRoutes } from './lib/reservation/routes';
import { registerBookingSearchRoutes } from './lib/search/routes';

/**
 * Booking (booking doc): the search with its reference data, the reservation page's time, both
 * reservations and the insurers' checks of an insurance booking.
 */
export const bookingServer: DomainPlugin = async (app, deps) => {
  registerBookingSearchRoutes(app, deps);
  registerReservationRoutes(app, deps);
  registerInsurance(app, deps);
};
