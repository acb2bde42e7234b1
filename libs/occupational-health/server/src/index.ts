import type { DomainPlugin } from '@portal/shared/server';
import { registerOccupationalHealthRoutes } from './lib/routes';

/** Occupational health care: the employee's occupational health team and employee memo. */
export const occupationalHealthServer: DomainPlugin = async (app, deps) => {
  registerOccupationalHealthRoutes(app, deps);
};
