import type { DomainPlugin } from '@portal/shared/server';
import { registerVaccinationRoutes } from './lib/routes';

/** Vaccinations: the patient's list. */
export const vaccinationsServer: DomainPlugin = async (app, deps) => {
  registerVaccinationRoutes(app, deps);
};
