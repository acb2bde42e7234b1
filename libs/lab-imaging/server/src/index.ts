import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { labImagingRecords } from './lib/patient-records';
import { registerLabImagingRoutes } from './lib/routes';

/**
 * Laboratory and imaging referrals and results, and the trend of a lab test (booking doc sections
 * 2-4); their part of the patient's own data (`labImagingRecords`).
 */
export const labImagingServer: DomainPlugin = withConfig(
  async (app, { db, now }) => {
    registerLabImagingRoutes(app, { db, now });
  },
  [],
  { patientRecords: labImagingRecords },
);
