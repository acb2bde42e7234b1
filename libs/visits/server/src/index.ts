import type { DomainPlugin } from '@portal/shared/server';
import { registerVisitRoutes } from './lib/routes';

/** Visits and their medical reports: the patient's list and one report. */
export const visitsServer: DomainPlugin = async (app, deps) => {
  registerVisitRoutes(app, deps);
};
