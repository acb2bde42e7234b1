import type { DomainPlugin } from '@portal/shared/server';
import { registerLabImagingRoutes } from './lib/routes';

/** Laboratory and imaging referrals and results, and the trend of a lab test (booking doc sections 2-4). */
export const labImagingServer: DomainPlugin = async (app, { db, now }) => {
  registerLabImagingRoutes(app, { db, now });
};
