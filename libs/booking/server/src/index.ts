import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import type { InsurerServices } from './lib/insurance/insurance-plugin';
import { insurerServices } from './lib/insurance/insurance-plugin';
import { insurersConfig } from './lib/insurance/insurers-config';
import { registerInsuranceRoutes } from './lib/insurance/routes';
import { registerOccupationalBookingRoutes } from './lib/occupational/routes';
import { registerReservationRoutes } from './lib/reservation/routes';
import { registerBookingSearchRoutes } from './lib/search/routes';

export type { InsurerServices } from './lib/insurance/insurance-plugin';
export { insurersConfig } from './lib/insurance/insurers-config';
export type { InsurersConfig, InsurerService } from './lib/insurance/insurers-config';

/**
 * Booking (booking doc): the search with its reference data, the reservation page's time, both
 * reservations, the insurers' checks of an insurance booking and what an occupational health
 * agreement lets its employee book. The insurance routes and the
 * signed-in reservation ask the same insurers; `services` replaces them (tests use doubles). Its
 * own variables, the insurers' (INSURANCE_*), are its configuration part `insurersConfig`.
 */
export function createBookingServer(services: Partial<InsurerServices> = {}): DomainPlugin {
  return withConfig(async (app, deps) => {
    const insurers = insurerServices(app, deps, services);
    registerBookingSearchRoutes(app, deps);
    registerReservationRoutes(app, { ...deps, ...insurers });
    registerInsuranceRoutes(app, { ...deps, ...insurers });
    registerOccupationalBookingRoutes(app, deps);
  }, [insurersConfig]);
}

export const bookingServer: DomainPlugin = createBookingServer();
