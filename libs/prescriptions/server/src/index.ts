import type { DomainPlugin } from '@portal/shared/server';
import { registerPrescriptionRoutes } from './lib/routes';

/**
 * Prescriptions: the patient's list and renewing chosen ones, which is sent to the care team as
 * a conversation. Both brands list prescriptions; renewal needs messaging to be served.
 */
export const prescriptionsServer: DomainPlugin = async (app, deps) => {
  registerPrescriptionRoutes(app, deps);
};
