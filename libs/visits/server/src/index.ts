import type { DomainPlugin } from '@portal/shared/server';
import { withConfig } from '@portal/shared/server';
import { visitRecords } from './lib/patient-records';
import { registerVisitRoutes } from './lib/routes';

/** Visits and their medical reports: the patient's list and one report; their part of the patient's own data (`visitRecords`). */
export const visitsServer: DomainPlugin = withConfig(
  async (app, deps) => {
    registerVisitRoutes(app, deps);
  },
  [],
  { patientRecords: visitRecords },
);
