import type { DomainPlugin } from '@portal/shared/server';
import { registerDevClinicPages } from './lib/dev-clinic/pages';
import { registerAppointmentRoutes } from './lib/routes';

export { DEV_CLINIC_PATH } from './lib/dev-clinic/pages';

/**
 * The patient's appointments (account doc sections 2-9) and the anonymous appointment link; in the
 * development environment, where no clinic system is connected, the clinic's side at `/dev-clinic`.
 */
export const appointmentsServer: DomainPlugin = async (app, deps) => {
  registerAppointmentRoutes(app, deps);
  if (deps.config.environment === 'development') registerDevClinicPages(app, deps);
};
