import type { DomainPlugin } from '@portal/shared/server';
import { configOf, loggableError, withConfig } from '@portal/shared/server';
import type { InsurerServices } from './lib/insurance/insurance-plugin';
import { insurerServices } from './lib/insurance/insurance-plugin';
import { insurersConfig } from './lib/insurance/insurers-config';
import { registerInsuranceRoutes } from './lib/insurance/routes';
import { registerOccupationalBookingRoutes } from './lib/occupational/routes';
import { earlierTimeConfig } from './lib/earlier-times/config';
import { offerFreedTime } from './lib/earlier-times/offers';
import { registerEarlierTimeRoutes } from './lib/earlier-times/routes';
import { registerSearchRequestRoutes } from './lib/earlier-times/search-requests';
import { registerReservationRoutes } from './lib/reservation/routes';
import { registerBookingSearchRoutes } from './lib/search/routes';

export type { InsurerServices } from './lib/insurance/insurance-plugin';
export { insurersConfig } from './lib/insurance/insurers-config';
export type { InsurersConfig, InsurerService } from './lib/insurance/insurers-config';

/**
 * Booking (booking doc): the search with its reference data, the reservation page's time, both
 * reservations, the insurers' checks of an insurance booking and what an occupational health
 * agreement lets its employee book, and the offers of an earlier time to patients who asked for one
 * (EARLIER_TIME_HOLD_MINUTES, `earlierTimeConfig`). The insurance routes and the
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
    registerEarlierTimeRoutes(app, deps);
    registerSearchRequestRoutes(app, deps);
    const { holdMinutes } = configOf(deps.config, earlierTimeConfig);
    // Freed and added times are offered to those waiting for an earlier one where jobs are worked.
    await deps.jobs.work('earlier-time', async (job) => {
      try {
        const outcome = await offerFreedTime({ ...deps, holdMinutes }, job.data.appointmentId, deps.now());
        app.log.info({ job: job.id, appointment: job.data.appointmentId, outcome }, 'earlier-time job done');
      } catch (error) {
        app.log.error({ job: job.id, err: loggableError(error) }, 'earlier-time job failed');
        throw error;
      }
    });
  }, [insurersConfig, earlierTimeConfig]);
}

export const bookingServer: DomainPlugin = createBookingServer();
