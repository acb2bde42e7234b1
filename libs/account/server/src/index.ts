import type { DomainPlugin } from '@portal/shared/server';
import { registerUserRoutes } from './lib/routes';

/** The session patient's own data: contact details, registration, consent and concepts. */
export const accountServer: DomainPlugin = async (app, deps) => {
  registerUserRoutes(app, deps);
};
