import type { DomainPlugin } from '@portal/shared/server';
import { registerKelaCardRoutes } from './lib/kela-card/kela-card-routes';
import { registerMyInformationRoutes } from './lib/my-information';
import { registerNotificationPreferenceRoutes } from './lib/notification-preferences';
import { registerUserRoutes } from './lib/routes';

/** The session patient's own data: contact details and guardians, registration, consent, notification choices, concepts and the Kela card. */
export const accountServer: DomainPlugin = async (app, deps) => {
  registerUserRoutes(app, deps);
  registerMyInformationRoutes(app, deps);
  registerNotificationPreferenceRoutes(app, deps);
  registerKelaCardRoutes(app, deps);
};
