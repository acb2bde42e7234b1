import type { DomainPlugin } from '@portal/shared/server';
import { registerAppointmentRoutes } from './lib/routes';

/** The patient's appointments (account doc sections 2-9) and the anonymous appointment link. */
export const appointmentsServer: DomainPlugin = async (app, deps) => {
  registerAppointmentRoutes(app, deps);
};
